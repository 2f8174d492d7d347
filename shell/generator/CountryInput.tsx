/**
 * A country (kit `text({ country: true })`, a lower-case ISO 3166-1 code such as `gb`) chosen by
 * its name in the interface language (fi "Yhdistynyt kuningaskunta"), never typed as a code:
 * the product's country list (domain/countries.ts, gb, fi and us first, then by name), named by
 * the browser's own data (CountryField.tsx countryName). A stored code the list lacks is offered
 * as it is, so an edit never loses it.
 */
import { useMemo, type ReactElement } from 'react';
import { AutocompleteInput, useRecordContext, type Validator } from 'react-admin';
import { COUNTRIES } from '../../domain/countries';
import { countryName } from './CountryField';
import { useIntlLocale } from './useDates';

/** How many of the list's first countries stay first (seed section 9: gb, fi, us). */
const LEADING_COUNTRIES = 3;

export interface CountryChoice {
  id: string;
  name: string;
}

/** The list's countries named in `locale`, the leading ones first and the rest by name; `stored` added when the list lacks it. */
export function countryChoices(locale: string, stored?: unknown): CountryChoice[] {
  const named = (code: string): CountryChoice => ({ id: code, name: countryName(code, locale) });
  const codes = COUNTRIES.map((c) => c.code);
  const rest = codes.slice(LEADING_COUNTRIES).map(named).sort((a, b) => a.name.localeCompare(b.name, locale));
  const extra = typeof stored === 'string' && stored !== '' && !codes.includes(stored) ? [named(stored)] : [];
  return [...codes.slice(0, LEADING_COUNTRIES).map(named), ...rest, ...extra];
}

interface CountryInputProps {
  source: string;
  resource: string;
  validate?: Validator[];
}

export function CountryInput({ source, resource, validate }: CountryInputProps): ReactElement {
  const locale = useIntlLocale();
  const stored = useRecordContext()?.[source];
  const choices = useMemo(() => countryChoices(locale, stored), [locale, stored]);
  return <AutocompleteInput source={source} resource={resource} choices={choices} validate={validate} />;
}
