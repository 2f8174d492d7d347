/**
 * A country code (kit `text({ country: true })`, ISO 3166-1 alpha-2 such as `gb`) shown by the
 * country's name in the interface language (fi "Yhdistynyt kuningaskunta"), from the browser's
 * own data (Intl.DisplayNames), nothing fetched. A code the browser does not know is shown as it is.
 */
import type { ReactElement } from 'react';
import { FunctionField, type RaRecord } from 'react-admin';
import { useIntlLocale } from './useDates';

export function countryName(code: unknown, locale: string): string {
  if (typeof code !== 'string' || code.trim() === '') return '';
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(upper) ?? code;
  } catch {
    return code;
  }
}

function CountryName({ code }: { code: unknown }): ReactElement {
  return <>{countryName(code, useIntlLocale())}</>;
}

interface CountryFieldProps {
  source: string;
  resource: string;
  sortable?: boolean;
}

export function CountryField({ source, resource, sortable }: CountryFieldProps): ReactElement {
  return <FunctionField source={source} resource={resource} sortable={sortable ?? true} render={(record: RaRecord) => <CountryName code={record[source]} />} />;
}
