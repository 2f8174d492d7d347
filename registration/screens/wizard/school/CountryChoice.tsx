/**
 * The school's country (seed section 2.3): a United Kingdom button, or Other revealing a country
 * type-ahead (names in the visitor's language matched from their start, seed section 9; gb, fi and
 * us listed first).
 */
import { useMemo, useState, type ReactNode } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n';
import { countriesIn, UNITED_KINGDOM, type Country } from '../../../../domain/countries';

const filterCountries = createFilterOptions<Country>({ matchFrom: 'start', stringify: (c) => c.name });

export interface CountryChoiceProps {
  /** Lower-case ISO code, or '' before one is chosen. */
  country: string;
  onChange(country: string): void;
}

export function CountryChoice({ country, onChange }: CountryChoiceProps): ReactNode {
  const { t, locale } = useT();
  // Named in the visitor's language, so a Finn finds Ruotsi, not Sweden.
  const countries = useMemo(() => countriesIn(locale), [locale]);
  const [other, setOther] = useState(country !== '' && country !== UNITED_KINGDOM);
  const mode = other ? 'other' : country === UNITED_KINGDOM ? UNITED_KINGDOM : null;

  const choose = (next: string | null): void => {
    if (next === null || next === mode) return;
    setOther(next === 'other');
    onChange(next === 'other' ? '' : UNITED_KINGDOM);
  };

  return (
    <Box>
      <Typography id="school-country-label" component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('wizard.organization.countryLabel')}
      </Typography>
      <ToggleButtonGroup exclusive color="primary" value={mode} onChange={(_e, next: string | null) => choose(next)} aria-labelledby="school-country-label">
        <ToggleButton value={UNITED_KINGDOM} sx={{ px: 3 }}>
          {t('wizard.organization.unitedKingdom')}
        </ToggleButton>
        <ToggleButton value="other" sx={{ px: 3 }}>
          {t('wizard.organization.otherCountry')}
        </ToggleButton>
      </ToggleButtonGroup>
      {other && (
        <Autocomplete
          options={countries}
          value={countries.find((c) => c.code === country) ?? null}
          onChange={(_e, picked) => onChange(picked?.code ?? '')}
          getOptionLabel={(c) => c.name}
          isOptionEqualToValue={(a, b) => a.code === b.code}
          filterOptions={filterCountries}
          noOptionsText={t('wizard.organization.noOptions')}
          slotProps={{ listbox: { sx: { maxHeight: 240 } } }}
          renderInput={(params) => <TextField {...params} label={t('wizard.organization.country')} />}
        />
      )}
    </Box>
  );
}
