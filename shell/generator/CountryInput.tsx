/**
 * A country (kit `text({ country: true })`, a lower-case ISO 3166-1 code such as `gb`) chosen by
 * its name in the interface language (fi "Yhdistynyt kuningaskunta"), never typed as a code:
 * the product's country list (domain/countries.ts `countriesIn`: gb, fi and us first, then by
 * name). A stored code the list lacks is offered as it is, so an edit never loses it.
 */
import { useMemo, type ReactElement } from 'react';
import { AutocompleteInput, useRecordContext, type Validator } from 'react-admin';
import { countriesIn } from '../../domain/countries';
import { useIntlLocale } from './useDates';

interface CountryInputProps {
  source: string;
  resource: string;
  validate?: Validator[];
}

export function CountryInput({ source, resource, validate }: CountryInputProps): ReactElement {
  const locale = useIntlLocale();
  const stored = useRecordContext()?.[source];
  const choices = useMemo(() => countriesIn(locale, stored).map((c) => ({ id: c.code, name: c.name })), [locale, stored]);
  return <AutocompleteInput source={source} resource={resource} choices={choices} validate={validate} />;
}
