/**
 * The school name of the school step (seed section 2.3): a type-ahead over the organisations
 * already on the platform in the chosen country (and near the picked address), where typing a
 * name that is not listed is allowed: that school will be created.
 */
import type { ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { lookupOrganizations } from '../../../api/organizations';
import { useT } from '../../../i18n';
import { useDebouncedSearch } from './useDebouncedSearch';
import { ADDRESS_DEBOUNCE_MS, knownSchoolOf, SCHOOL_MIN_CHARS, type KnownSchool, type PickedAddress } from './schoolTypes';

export interface SchoolNameFieldProps {
  country: string;
  address: PickedAddress | null;
  name: string;
  /** The known school picked from the list, if any. */
  picked: KnownSchool | null;
  onType(name: string): void;
  onPick(school: KnownSchool): void;
  onBlur(): void;
  error?: string | undefined;
}

export function SchoolNameField({ country, address, name, picked, onType, onPick, onBlur, error }: SchoolNameFieldProps): ReactNode {
  const { t } = useT();
  const query = picked === null && name.trim().length >= SCHOOL_MIN_CHARS ? JSON.stringify([name.trim(), address?.city, address?.postalCode]) : null;
  const { options, loading } = useDebouncedSearch(
    query,
    async () => (await lookupOrganizations({ country, name: name.trim(), city: address?.city, postalCode: address?.postalCode })).map(knownSchoolOf),
    ADDRESS_DEBOUNCE_MS,
  );

  return (
    <Autocomplete<KnownSchool, false, false, true>
      freeSolo
      id="school-name"
      options={options}
      value={picked}
      inputValue={name}
      loading={loading}
      loadingText={t('wizard.organization.searching')}
      filterOptions={(x) => x}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.name)}
      getOptionKey={(o) => (typeof o === 'string' ? o : o.id)}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          {[o.name, o.city, o.postalCode].filter(Boolean).join(', ')}
        </li>
      )}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_e, next, reason) => {
        if (reason === 'input' || reason === 'clear') onType(next);
      }}
      onChange={(_e, next) => {
        if (next !== null && typeof next !== 'string') onPick(next);
      }}
      slotProps={{ listbox: { sx: { maxHeight: 240 } } }}
      renderInput={(params) => (
        <TextField {...params} label={t('wizard.organization.schoolName')} onBlur={onBlur} error={error !== undefined} helperText={error ?? t('wizard.organization.schoolNameHint')} />
      )}
    />
  );
}
