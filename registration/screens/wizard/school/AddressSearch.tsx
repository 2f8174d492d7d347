/**
 * The address search of the school step (seed sections 2.3 and 7): suggestions from the places
 * service limited to the chosen country, fetched 300 ms after the last keystroke, never cached.
 * The picked suggestion is reported to the page, which asks the service for its details.
 */
import { useState, type ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { placeSuggestions, type PlaceSuggestion } from '../../../api/services';
import { useT } from '../../../i18n';
import { useDebouncedSearch } from './useDebouncedSearch';
import { ADDRESS_DEBOUNCE_MS, ADDRESS_MIN_CHARS, type PickedAddress } from './schoolTypes';

export interface AddressSearchProps {
  country: string;
  value: PickedAddress | null;
  onPick(suggestion: PlaceSuggestion | null): void;
  disabled?: boolean;
}

export function AddressSearch({ country, value, onPick, disabled }: AddressSearchProps): ReactNode {
  const { t } = useT();
  const [input, setInput] = useState(value?.description ?? '');
  const query = value === null && input.trim().length >= ADDRESS_MIN_CHARS ? input.trim() : null;
  const { options, loading } = useDebouncedSearch(query, (q, signal) => placeSuggestions(q, country, signal), ADDRESS_DEBOUNCE_MS);
  const selected: PlaceSuggestion | null = value ? { placeId: value.placeId ?? '', description: value.description } : null;

  return (
    <Autocomplete
      id="school-address"
      options={options}
      value={selected}
      inputValue={input}
      // Typing after a pick drops the pick but keeps the typed text.
      clearOnBlur={false}
      disabled={disabled}
      loading={loading}
      loadingText={t('wizard.organization.searching')}
      noOptionsText={t('wizard.organization.noOptions')}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.description}
      isOptionEqualToValue={(a, b) => a.placeId === b.placeId}
      onInputChange={(_e, next, reason) => {
        if (reason === 'input' || reason === 'clear') {
          setInput(next);
          if (value !== null) onPick(null);
        } else if (reason === 'reset') setInput(next);
      }}
      onChange={(_e, picked) => onPick(picked)}
      slotProps={{ listbox: { sx: { maxHeight: 240 } } }}
      renderInput={(params) => <TextField {...params} label={t('wizard.organization.address')} helperText={t('wizard.organization.addressHint')} />}
    />
  );
}
