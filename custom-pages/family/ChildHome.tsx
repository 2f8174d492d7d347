/**
 * The child's home (home_student; shell/dashboard/Dashboard.tsx; issue 12 "A child ... reaches a
 * home view"): a greeting by nickname or first name, their quests, story worlds and films the
 * parent's licence opens, and their favourites. Items open on the library's item page; the
 * child's menu has only Home and Favourites (shell/layout/routes.ts).
 */
import type { ReactElement } from 'react';
import { Alert, Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { FILM_CONTENT_TYPES } from '../../domain/quests';
import { PageTitle } from '../../shell/generator/DocumentTitle';
import { useViewer } from '../../shell/chrome/useViewer';
import { ContentCard } from '../library/ContentCard';
import { targetsOf } from '../library/FavouritesPage';
import { useLibraryPaths } from '../library/paths';
import { CARD_GRID_SX } from '../library/SearchResults';
import { ALL_FAVOURITES } from '../library/useFavourites';
import { ChildContentSection, ROW_SIZE } from './ChildContentSection';
import { QuestList } from './QuestList';

type Prefetched = Partial<Record<string, RaRecord[]>>;

function FavouritesSection(): ReactElement {
  const translate = useTranslate();
  const paths = useLibraryPaths();
  const { data, meta, isPending, error } = useGetList('favourites', { ...ALL_FAVOURITES, meta: { include: ['content'] } });
  const prefetched: Prefetched = (meta as { prefetched?: Prefetched } | undefined)?.prefetched ?? {};
  const items = targetsOf(data ?? [], prefetched, 'contents');
  return (
    <Box component="section" aria-labelledby="child-favourites-heading" sx={{ minWidth: 0 }}>
      <Typography id="child-favourites-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('family.childHome.favourites')}
      </Typography>
      {error ? (
        <Alert severity="error">{translate('family.childHome.loadFailed')}</Alert>
      ) : isPending ? null : items.length === 0 ? (
        <Typography>{translate('family.childHome.noFavourites')}</Typography>
      ) : (
        <>
          <Box component="ul" sx={CARD_GRID_SX}>
            {items.slice(0, ROW_SIZE).map((record) => (
              <Box component="li" key={record.id} sx={{ minWidth: 0 }}>
                <ContentCard record={record} />
              </Box>
            ))}
          </Box>
          <Link component={RouterLink} to={paths.favourites} sx={{ display: 'inline-block', mt: 1 }}>
            {translate('family.childHome.seeFavourites')}
          </Link>
        </>
      )}
    </Box>
  );
}

export function ChildHome(): ReactElement | null {
  const translate = useTranslate();
  const viewer = useViewer();
  if (!viewer) return null;
  const nickname = viewer.record.nickname;
  const name = typeof nickname === 'string' && nickname.trim() !== '' ? nickname : (viewer.firstName ?? '');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
      <PageTitle titleKey="menu.dashboard" />
      <Box>
        <Typography component="h2" variant="h5">
          {translate('family.childHome.greeting', { name })}
        </Typography>
        <Typography color="text.secondary">{translate('family.childHome.intro')}</Typography>
      </Box>
      <Box sx={{ maxWidth: 560 }}>
        <QuestList childId={viewer.id} headingLevel="h2" />
      </Box>
      <ChildContentSection id="child-worlds-heading" titleKey="family.childHome.storyWorlds" contentTypes={['story_world']} />
      <ChildContentSection id="child-films-heading" titleKey="family.childHome.films" contentTypes={FILM_CONTENT_TYPES} />
      <FavouritesSection />
    </Box>
  );
}
