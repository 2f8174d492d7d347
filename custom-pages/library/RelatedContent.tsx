/**
 * Related content on an item's page: first what shares its story world (for a story world, what
 * it holds), then what shares its first subject, never the item itself, RELATED_CONTENT_COUNT at
 * most, the most favourited first.
 */
import { useMemo, type ReactElement } from 'react';
import { Box, Typography } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { RELATED_CONTENT_COUNT } from '../../domain/constants';
import { ContentCard } from './ContentCard';
import { CARD_GRID_SX } from './SearchResults';

const POPULAR = { field: 'subscribedCount', order: 'DESC' as const };
// One more than shown: the item itself may be among them.
const PAGE = { page: 1, perPage: RELATED_CONTENT_COUNT + 1 };

export function relatedOf(self: RaRecord, ...groups: (RaRecord[] | undefined)[]): RaRecord[] {
  const seen = new Set([String(self.id)]);
  const out: RaRecord[] = [];
  for (const record of groups.flatMap((g) => g ?? [])) {
    if (seen.has(String(record.id))) continue;
    seen.add(String(record.id));
    out.push(record);
  }
  return out.slice(0, RELATED_CONTENT_COUNT);
}

export function RelatedContent({ record }: { record: RaRecord }): ReactElement {
  const translate = useTranslate();
  const world = record.contentType === 'story_world' ? record.id : record.storyWorldId;
  const subject = Array.isArray(record.subjects) && typeof record.subjects[0] === 'string' ? record.subjects[0] : null;
  const sameWorld = useGetList('contents', { pagination: PAGE, sort: POPULAR, filter: { storyWorldId: world } }, { enabled: world != null });
  const sameSubject = useGetList('contents', { pagination: PAGE, sort: POPULAR, filter: { subjects: { contains: subject } } }, { enabled: subject !== null });
  const related = useMemo(() => relatedOf(record, sameWorld.data, sameSubject.data), [record, sameWorld.data, sameSubject.data]);
  const pending = (world != null && sameWorld.isPending) || (subject !== null && sameSubject.isPending);
  return (
    <Box component="section" aria-labelledby="related-content-heading">
      <Typography id="related-content-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('library.content.related')}
      </Typography>
      {!pending && related.length === 0 ? (
        <Typography color="text.secondary">{translate('library.content.noRelated')}</Typography>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {related.map((r) => (
            <Box component="li" key={r.id} sx={{ minWidth: 0 }}>
              <ContentCard record={r} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
