/**
 * Film length (seed 9: films 3 to 15 minutes) as a two-thumb slider. The whole range is no
 * filter at all; the search changes when a thumb is let go (or moved with the keyboard), not on
 * every pixel of a drag.
 */
import { useEffect, useId, useState, type ReactElement } from 'react';
import { Box, Slider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FILM_LENGTH_MAX, FILM_LENGTH_MIN } from '../../domain/constants';

const FULL: readonly [number, number] = [FILM_LENGTH_MIN, FILM_LENGTH_MAX];

export interface FilmLengthSliderProps {
  value: readonly [number, number] | null;
  onChange: (value: readonly [number, number] | null) => void;
}

export function FilmLengthSlider({ value, onChange }: FilmLengthSliderProps): ReactElement {
  const translate = useTranslate();
  const id = useId();
  const [local, setLocal] = useState<readonly [number, number]>(value ?? FULL);
  const from = value?.[0] ?? FILM_LENGTH_MIN;
  const to = value?.[1] ?? FILM_LENGTH_MAX;
  // Follow the address (back, forward, clear filters).
  useEffect(() => setLocal([from, to]), [from, to]);
  const pair = (v: number | number[]): readonly [number, number] =>
    Array.isArray(v) ? [v[0] ?? FILM_LENGTH_MIN, v[1] ?? FILM_LENGTH_MAX] : [v, v];
  return (
    <Box sx={{ px: 1 }}>
      <Typography id={`${id}-label`} component="div" variant="body1" color="text.secondary">
        {translate('library.search.filters.filmLength')}
      </Typography>
      <Typography id={`${id}-value`} variant="body2">
        {translate('library.search.filters.filmLengthValue', { from: local[0], to: local[1] })}
      </Typography>
      <Slider
        value={[local[0], local[1]]}
        min={FILM_LENGTH_MIN}
        max={FILM_LENGTH_MAX}
        step={1}
        marks={[
          { value: FILM_LENGTH_MIN, label: String(FILM_LENGTH_MIN) },
          { value: FILM_LENGTH_MAX, label: String(FILM_LENGTH_MAX) },
        ]}
        disableSwap
        getAriaLabel={(index) => translate(index === 0 ? 'library.search.filters.filmLengthFrom' : 'library.search.filters.filmLengthTo')}
        getAriaValueText={(minutes) => translate('library.search.filters.minutes', { smart_count: minutes })}
        aria-describedby={`${id}-value`}
        onChange={(_e, v) => setLocal(pair(v))}
        onChangeCommitted={(_e, v) => {
          const [a, b] = pair(v);
          onChange(a === FILM_LENGTH_MIN && b === FILM_LENGTH_MAX ? null : [a, b]);
        }}
      />
    </Box>
  );
}
