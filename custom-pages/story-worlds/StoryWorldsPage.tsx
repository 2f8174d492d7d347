/**
 * Story worlds for those who manage content (issue 27): their own list (name, state, how many
 * items each holds), a page per world with its details form and its items, and creating a world
 * or an item in one (the content create form with the type or the world filled in). A story world
 * is a content item of type story_world; its items name it as their `storyWorld`. Others are sent
 * to /404 as for any screen their permissions do not open.
 */
import type { ReactElement } from 'react';
import { Route, Routes, Link as RouterLink, useParams } from 'react-router-dom';
import { Button, Card, CardContent, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  List,
  Loading,
  ReferenceManyCount,
  SearchInput,
  TopToolbar,
  useBasename,
  useCanAccess,
  useCreatePath,
  useTranslate,
} from 'react-admin';
import { contents } from '../../resources/contents/schema';
import { SHELL_PAGE_SIZE_DEFAULT } from '../../domain/constants';
import { listColumns } from '../../shell/generator/GeneratedList';
import { RecordRows } from '../../shell/generator/RecordRows';
import { RelatedList } from '../../shell/generator/RelatedList';
import { ShellPagination } from '../../shell/generator/ShellPagination';
import { RedirectToNotFound } from '../../shell/pages/RedirectToNotFound';
import { ContentEdit } from '../../shell/resources/contents/index';
import { STORY_WORLD_TYPE, STORY_WORLDS_PATH } from '../../shell/layout/storyWorldsPath';

const WORLDS_FILTER = { contentType: STORY_WORLD_TYPE };
/** The content list's columns, less those every row of this list shares (its type, its world). */
const WORLD_COLUMNS = listColumns(contents).filter((column) => !['contentType', 'storyWorldId'].includes(String((column.props as { source?: string }).source)));
const SEARCH = [<SearchInput key="q" source="q" alwaysOn />];

/** The content create form with some of its fields filled in (react-admin reads `?source=`). */
function useCreateContentPath(): (values: Record<string, string>) => string {
  const createPath = useCreatePath();
  return (values) => `${createPath({ resource: 'contents', type: 'create' })}?source=${encodeURIComponent(JSON.stringify(values))}`;
}

function StoryWorldList(): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  const createContent = useCreateContentPath();
  return (
    <List
      resource="contents"
      filter={WORLDS_FILTER}
      filters={SEARCH}
      storeKey="story_worlds"
      disableSyncWithLocation
      sort={{ field: 'name', order: 'ASC' }}
      perPage={SHELL_PAGE_SIZE_DEFAULT}
      pagination={<ShellPagination />}
      title="storyWorlds.title"
      actions={
        <TopToolbar>
          <Button component={RouterLink} to={createContent(WORLDS_FILTER)} startIcon={<AddIcon />}>
            {translate('storyWorlds.create')}
          </Button>
        </TopToolbar>
      }
    >
      <RecordRows rowClick={(id) => `${basename}${STORY_WORLDS_PATH}/${String(id)}`} bulkActionButtons={false}>
        {WORLD_COLUMNS}
        <ReferenceManyCount source="id" label="storyWorlds.itemCount" reference="contents" target="storyWorldId" sortable={false} />
      </RecordRows>
    </List>
  );
}

function StoryWorldItems({ worldId }: { worldId: string }): ReactElement {
  const translate = useTranslate();
  const createContent = useCreateContentPath();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('storyWorlds.items')}
        </Typography>
        <Button component={RouterLink} to={createContent({ storyWorldId: worldId })} startIcon={<AddIcon />} sx={{ my: 1 }}>
          {translate('storyWorlds.addItem')}
        </Button>
        <RelatedList def={contents} filter={{ storyWorldId: worldId }} storeKey={`story_worlds.${worldId}.items`} />
      </CardContent>
    </Card>
  );
}

function StoryWorldPage(): ReactElement {
  const { id } = useParams();
  return <ContentEdit redirect={() => STORY_WORLDS_PATH}>{id ? <StoryWorldItems worldId={id} /> : null}</ContentEdit>;
}

export function StoryWorldsPage(): ReactElement {
  const { canAccess, isPending } = useCanAccess({ action: 'create', resource: 'contents' });
  if (isPending) return <Loading />;
  if (!canAccess) return <RedirectToNotFound />;
  return (
    <Routes>
      <Route index element={<StoryWorldList />} />
      <Route path=":id" element={<StoryWorldPage />} />
    </Routes>
  );
}
