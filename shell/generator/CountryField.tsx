/**
 * A country code (kit `text({ country: true })`, ISO 3166-1 alpha-2 such as `gb`) shown by the
 * country's name in the interface language (fi "Yhdistynyt kuningaskunta"; domain/countries.ts
 * `countryName`).
 */
import type { ReactElement } from 'react';
import { FunctionField, type RaRecord } from 'react-admin';
import { countryName } from '../../domain/countries';
import { useIntlLocale } from './useDates';

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
