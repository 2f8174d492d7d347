/**
 * The library's filters (seed 9): type (any of the ten), length (under 5, 5-10, over 10
 * minutes), film length (a 3 to 15 minute range), age range, rating, subject and country (GB
 * first). Each change is one step of the address, so back undoes it.
 */
import type { ReactElement } from 'react';
import { Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AGE_RANGES, CONTENT_COUNTRIES, CONTENT_RATINGS, CONTENT_TYPES, SUBJECTS } from '../../domain/constants';
import { FilmLengthSlider } from './FilmLengthSlider';
import { CONTENT_LENGTH_KEYS, type ContentLength, type LibrarySearch } from './searchState';

export interface SearchFiltersProps {
  search: LibrarySearch;
  onChange: (change: Partial<LibrarySearch>) => void;
  onClear: () => void;
}

const ALL = '';

function SelectFilter<T extends string>(props: {
  label: string;
  value: T | null;
  values: readonly T[];
  labelOf: (value: T) => string;
  onChange: (value: T | null) => void;
}): ReactElement {
  const translate = useTranslate();
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={props.label}
      value={props.value ?? ALL}
      // "All" shows as the value when nothing is chosen, not an empty box.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      onChange={(e) => props.onChange(e.target.value === ALL ? null : (e.target.value as T))}
    >
      <MenuItem value={ALL}>{translate('library.search.filters.all')}</MenuItem>
      {props.values.map((v) => (
        <MenuItem key={v} value={v}>
          {props.labelOf(v)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function SearchFilters({ search, onChange, onClear }: SearchFiltersProps): ReactElement {
  const translate = useTranslate();
  const value = (field: string) => (v: string) => translate(`resources.contents.values.${field}.${v}`);
  const toggleType = (type: (typeof CONTENT_TYPES)[number], on: boolean): void =>
    onChange({ types: on ? CONTENT_TYPES.filter((t) => t === type || search.types.includes(t)) : search.types.filter((t) => t !== type) });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <FormControl component="fieldset">
        <FormLabel component="legend">{translate('library.search.filters.type')}</FormLabel>
        <FormGroup>
          {CONTENT_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              control={<Checkbox size="small" checked={search.types.includes(type)} onChange={(e) => toggleType(type, e.target.checked)} />}
              label={value('contentType')(type)}
            />
          ))}
        </FormGroup>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">{translate('library.search.filters.length')}</FormLabel>
        <RadioGroup
          value={search.length ?? ALL}
          onChange={(e) => onChange({ length: e.target.value === ALL ? null : (e.target.value as ContentLength) })}
        >
          <FormControlLabel value={ALL} control={<Radio size="small" />} label={translate('library.search.filters.all')} />
          {CONTENT_LENGTH_KEYS.map((length) => (
            <FormControlLabel key={length} value={length} control={<Radio size="small" />} label={translate(`library.search.filters.lengths.${length}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      <FilmLengthSlider value={search.film} onChange={(film) => onChange({ film })} />
      <SelectFilter
        label={translate('library.search.filters.ageRange')}
        value={search.ageRange}
        values={AGE_RANGES}
        labelOf={value('ageRanges')}
        onChange={(ageRange) => onChange({ ageRange })}
      />
      <SelectFilter
        label={translate('library.search.filters.rating')}
        value={search.rating}
        values={CONTENT_RATINGS}
        labelOf={value('rating')}
        onChange={(rating) => onChange({ rating })}
      />
      <SelectFilter
        label={translate('library.search.filters.subject')}
        value={search.subject}
        values={SUBJECTS}
        labelOf={value('subjects')}
        onChange={(subject) => onChange({ subject })}
      />
      <SelectFilter
        label={translate('library.search.filters.country')}
        value={search.country}
        values={CONTENT_COUNTRIES}
        labelOf={value('country')}
        onChange={(country) => onChange({ country })}
      />
      <Button variant="text" onClick={onClear} sx={{ alignSelf: 'flex-start' }}>
        {translate('library.search.filters.clear')}
      </Button>
    </Box>
  );
}
