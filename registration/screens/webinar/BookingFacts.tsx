/** A booking's facts (date, time, host …) as a description list that wraps on narrow screens. */
import Box from '@mui/material/Box';
import { useT } from '../../i18n';

/** Pairs of a catalogue key (the term) and the value shown. */
export type Fact = readonly [string, string];

export function BookingFacts({ facts }: { facts: readonly Fact[] }): React.ReactNode {
  const { t } = useT();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 1, my: 2 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {t(label)}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
