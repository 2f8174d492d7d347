/** A collection's subjects, age ranges and keywords as chips, each group named for screen readers. */
import type { ReactElement } from 'react';
import { Chip, Stack } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export function CollectionFacts({ record }: { record: RaRecord }): ReactElement | null {
  const translate = useTranslate();
  const groups = [
    { field: 'subjects', labels: strings(record.subjects).map((v) => translate(`resources.collections.values.subjects.${v}`, { _: v })) },
    { field: 'ageRanges', labels: strings(record.ageRanges).map((v) => translate(`resources.collections.values.ageRanges.${v}`, { _: v })) },
    { field: 'keywords', labels: strings(record.keywords) },
  ].filter((g) => g.labels.length > 0);
  if (groups.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {groups.map((group) => (
        <Stack
          key={group.field}
          component="ul"
          direction="row"
          useFlexGap
          aria-label={translate(`resources.collections.fields.${group.field}`)}
          sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
        >
          {group.labels.map((label) => (
            <li key={label}>
              <Chip size="small" variant="outlined" label={label} />
            </li>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
