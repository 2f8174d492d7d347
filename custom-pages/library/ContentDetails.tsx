/**
 * An item's facts on its page: credits (seed 3: director, producer, 360 photographer), then
 * type, length, age ranges, subjects, rating, country and its story world (a link). Labels and
 * values are the contents resource's own (`resources.contents.*`). Shown for locked items too:
 * these are public details, not the item itself.
 */
import type { ReactElement, ReactNode } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { contentName } from './ContentCard';
import { useLibraryPaths } from './paths';

type Row = { key: string; label: string; value: ReactNode };

function FactList({ heading, rows }: { heading: string; rows: Row[] }): ReactElement | null {
  if (rows.length === 0) return null;
  return (
    <Box component="section">
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 2, rowGap: 0.75 }}>
        {rows.map((row) => (
          <Box key={row.key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function StoryWorldLink({ id }: { id: string }): ReactElement {
  const paths = useLibraryPaths();
  const { data } = useGetOne('contents', { id });
  return (
    <Link component={RouterLink} to={paths.content(id)}>
      {data ? contentName(data) : `#${id}`}
    </Link>
  );
}

const present = (v: unknown): v is string | number => (typeof v === 'string' && v !== '') || typeof v === 'number';
const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export function ContentDetails({ record }: { record: RaRecord }): ReactElement {
  const translate = useTranslate();
  const field = (name: string): string => translate(`resources.contents.fields.${name}`);
  const value = (name: string, v: string): string => translate(`resources.contents.values.${name}.${v}`);
  const credits: Row[] = (['director', 'producer', 'photographer360'] as const)
    .filter((name) => present(record[name]))
    .map((name) => ({ key: name, label: field(name), value: String(record[name]) }));
  const facts: Row[] = [];
  const add = (key: string, label: string, v: ReactNode): void => void facts.push({ key, label, value: v });
  if (present(record.contentType)) add('contentType', field('contentType'), value('contentType', String(record.contentType)));
  if (typeof record.durationMinutes === 'number')
    add('durationMinutes', translate('library.search.filters.length'), translate('library.content.duration', { smart_count: record.durationMinutes }));
  const ages = list(record.ageRanges);
  if (ages.length > 0) add('ageRanges', field('ageRanges'), ages.map((a) => value('ageRanges', a)).join(', '));
  const subjects = list(record.subjects);
  if (subjects.length > 0) add('subjects', field('subjects'), subjects.map((s) => value('subjects', s)).join(', '));
  if (present(record.rating)) add('rating', field('rating'), value('rating', String(record.rating)));
  if (present(record.country)) add('country', field('country'), value('country', String(record.country)));
  if (present(record.storyWorldId)) add('storyWorld', translate('library.content.storyWorld'), <StoryWorldLink id={String(record.storyWorldId)} />);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <FactList heading={translate('library.content.details')} rows={facts} />
      <FactList heading={translate('library.content.credits')} rows={credits} />
    </Box>
  );
}
