/**
 * Recently viewed, new story worlds and free to you (seed 2.6): library items from the document's
 * ids, read through the ordinary contents reader (`GET /contents?filter[id]=…`, so locks and
 * visibility are the viewer's), shown as the library's cards in the document's order.
 */
import type { ReactElement } from 'react';
import { Box } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import type { TeacherDashboardItem } from '../../domain/dashboards';
import { ContentCard } from '../library/ContentCard';
import { libraryPaths } from '../library/paths';
import { CARD_GRID_SX } from '../library/SearchResults';
import { DashboardCard } from './DashboardCard';
import { EmptyText } from './DashboardLinks';
import { ItemStatus } from './ItemStatus';
import { storyWorldsSearchPath } from './storyWorldsSearch';
import { useRecordsInOrder } from './useRecordsInOrder';

export type ContentListItem = Extract<TeacherDashboardItem, 'recently_viewed' | 'new_story_worlds' | 'free_to_you'>;

const EMPTY_KEYS: Record<ContentListItem, string> = {
  recently_viewed: 'dashboards.lists.emptyRecent',
  new_story_worlds: 'dashboards.lists.emptyStoryWorlds',
  free_to_you: 'dashboards.lists.emptyFree',
};

export function ContentList({ item, ids }: { item: ContentListItem; ids: readonly string[] }): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  const { records, isPending, isError } = useRecordsInOrder('contents', ids);
  const explore = item === 'new_story_worlds' ? storyWorldsSearchPath(basename) : libraryPaths(basename).search();
  return (
    <DashboardCard item={item} wide>
      {isError ? (
        <ItemStatus failed />
      ) : isPending ? (
        <ItemStatus failed={false} />
      ) : records.length === 0 ? (
        <EmptyText text={translate(EMPTY_KEYS[item])} action={{ to: explore, label: translate('dashboards.lists.explore') }} />
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {records.map((record) => (
            <Box component="li" key={record.id} sx={{ minWidth: 0 }}>
              <ContentCard record={record} headingLevel="h3" />
            </Box>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
