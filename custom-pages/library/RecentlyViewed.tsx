/**
 * "Recently viewed" (seed 2.6): the viewer's own `viewed` activity records of library items,
 * newest first (`GET /activities?filter[verb]=viewed&filter[entity_type]=contents&sort=-created_at`),
 * each item once, RECENTLY_VIEWED_COUNT of them, then those items in one request
 * (`GET /contents?filter[id]=…`), in the order they were viewed.
 */
import { useMemo, type ReactElement } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useGetMany, useTranslate, type RaRecord } from 'react-admin';
import { RECENTLY_VIEWED_COUNT, RECENTLY_VIEWED_SCAN } from '../../domain/constants';
import { ContentCard } from './ContentCard';
import { useLibraryPaths } from './paths';
import { CARD_GRID_SX } from './SearchResults';
import { VIEWED } from './useRecordView';

/** The newest view of each item, newest first, at most RECENTLY_VIEWED_COUNT. */
export function recentIds(views: readonly RaRecord[]): string[] {
  const ids: string[] = [];
  for (const view of views) {
    const id = String(view.entityId ?? '');
    if (id !== '' && !ids.includes(id)) ids.push(id);
    if (ids.length === RECENTLY_VIEWED_COUNT) break;
  }
  return ids;
}

export function RecentlyViewed(): ReactElement {
  const translate = useTranslate();
  const paths = useLibraryPaths();
  const views = useGetList('activities', {
    filter: { verb: VIEWED.verb, entityType: VIEWED.entityType },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: RECENTLY_VIEWED_SCAN },
  });
  const ids = useMemo(() => recentIds(views.data ?? []), [views.data]);
  const items = useGetMany('contents', { ids }, { enabled: ids.length > 0 });
  // getMany answers in the server's order; show them in the order they were viewed.
  const ordered = useMemo(() => {
    const byId = new Map((items.data ?? []).map((r) => [String(r.id), r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }, [ids, items.data]);
  const pending = views.isPending || (ids.length > 0 && items.isPending);
  return (
    <Box component="section" aria-labelledby="recently-viewed-heading">
      <Typography id="recently-viewed-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('library.favourites.recentlyViewed')}
      </Typography>
      {pending ? null : ordered.length === 0 ? (
        <Typography>
          {translate('library.favourites.emptyRecent')}{' '}
          <Link component={RouterLink} to={paths.search()}>
            {translate('library.favourites.browse')}
          </Link>
        </Typography>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {ordered.map((record) => (
            <Box component="li" key={record.id} sx={{ minWidth: 0 }}>
              <ContentCard record={record} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
