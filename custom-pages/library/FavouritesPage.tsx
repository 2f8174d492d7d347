/**
 * The teacher's favourites (`/app/favourites`, seed 2.6 "favourites", "recently viewed"): their
 * favourite library items as cards, the collections they subscribe to, and what they opened
 * lately. One request for the favourites with their items and collections
 * (`GET /favourites?include=content,collection`); un-favouriting a card takes it off at once.
 */
import type { ReactElement } from 'react';
import { Alert, Box, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { PageTitle } from '../../shell/generator/DocumentTitle';
import { ContentCard, contentName } from './ContentCard';
import { ContentCounters } from './ContentCounters';
import { useLibraryPaths } from './paths';
import { RecentlyViewed } from './RecentlyViewed';
import { CARD_GRID_SX } from './SearchResults';
import { ALL_FAVOURITES } from './useFavourites';

type Prefetched = Partial<Record<string, RaRecord[]>>;

/** The favourites' targets of one kind, in the favourites' order (newest first). */
export function targetsOf(favourites: readonly RaRecord[], prefetched: Prefetched, resource: 'contents' | 'collections'): RaRecord[] {
  const key = resource === 'contents' ? 'contentId' : 'collectionId';
  const byId = new Map((prefetched[resource] ?? []).map((r) => [String(r.id), r]));
  return favourites.flatMap((f) => (f[key] != null ? (byId.get(String(f[key])) ?? []) : []));
}

export function FavouritesPage(): ReactElement {
  const translate = useTranslate();
  const paths = useLibraryPaths();
  const { data, meta, isPending, error } = useGetList('favourites', { ...ALL_FAVOURITES, meta: { include: ['content', 'collection'] } });
  const prefetched: Prefetched = (meta as { prefetched?: Prefetched } | undefined)?.prefetched ?? {};
  const contents = targetsOf(data ?? [], prefetched, 'contents');
  const collections = targetsOf(data ?? [], prefetched, 'collections');
  return (
    <Box sx={{ py: 1, display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
      <PageTitle titleKey="menu.favourites" />
      <Box component="section" aria-labelledby="favourite-contents-heading">
        <Typography id="favourite-contents-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate('library.favourites.contents')}
        </Typography>
        {error ? (
          <Alert severity="error">{translate('library.favourites.loadFailed')}</Alert>
        ) : isPending ? null : contents.length === 0 ? (
          <Typography>
            {translate('library.favourites.emptyFavourites')}{' '}
            <Link component={RouterLink} to={paths.search()}>
              {translate('library.favourites.browse')}
            </Link>
          </Typography>
        ) : (
          <Box component="ul" sx={CARD_GRID_SX}>
            {contents.map((record) => (
              <Box component="li" key={record.id} sx={{ minWidth: 0 }}>
                <ContentCard record={record} />
              </Box>
            ))}
          </Box>
        )}
      </Box>
      {collections.length > 0 && (
        <Box component="section" aria-labelledby="favourite-collections-heading">
          <Typography id="favourite-collections-heading" component="h2" variant="h6">
            {translate('library.favourites.collections')}
          </Typography>
          <List>
            {collections.map((c) => (
              <ListItem key={c.id} disableGutters sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                <Link component={RouterLink} to={paths.collection(c.id)} sx={{ overflowWrap: 'anywhere' }}>
                  {contentName(c)}
                </Link>
                <ContentCounters viewedCount={c.viewedCount} subscribedCount={c.subscribedCount} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      <RecentlyViewed />
    </Box>
  );
}
