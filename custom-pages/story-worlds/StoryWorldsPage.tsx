/**
 * Story worlds for those who manage content (issue 27): their own list (name, state, how many
 * items each holds), a page per world with its details form and its items, and creating a world
 * or an item in one, each returning to the world's page. A story world is a content item of type
 * story_world; its items name it as their `storyWorld`, and open under it as nested records do
 * (seed 2.6: /story-worlds/5/items/50/edit, at every width, through the link control). The pages
 * say "story world", not "content item"; another content item's id is not found here, nor another
 * world's item under a world. Others are sent to /404 as for any screen their permissions do not open.
 */
import type { ReactElement } from 'react';
import { Navigate, Route, Routes, Link as RouterLink, useParams } from 'react-router-dom';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { RaRecord } from 'react-admin';
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
  useGetOne,
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
import { GeneratedCreate } from '../../shell/generator/GeneratedCreate';
import { PageDocumentTitle } from '../../shell/generator/DocumentTitle';
import { RouteLink, useRoutePath } from '../../shell/generator/RouteLink';
import { ReturningFormToolbar } from '../../shell/generator/NestedListParts';
import { useRecordTitle } from '../../shell/generator/useRecordTitle';
import { STORY_WORLD_TYPE, STORY_WORLDS_PATH } from '../../shell/layout/storyWorldsPath';

const WORLDS_FILTER = { contentType: STORY_WORLD_TYPE };
/** The content list's columns, less those every row of this list shares (its type, its world). */
const WORLD_COLUMNS = listColumns(contents).filter((column) => !['contentType', 'storyWorldId'].includes(String((column.props as { source?: string }).source)));
const SEARCH = [<SearchInput key="q" source="q" alwaysOn />];

const isWorld = (record: RaRecord): boolean => record.contentType === STORY_WORLD_TYPE;

/** A world's page, from a console path (react-admin adds the basename). */
const worldPath = (id: string): string => `${STORY_WORLDS_PATH}/${id}`;
/** A world's items, as the link control fills them (seed 2.6: `parent/:parentId/child/:id`). */
const WORLD_ROUTE = `${STORY_WORLDS_PATH}/:parentId`;
const ITEM_ROUTE = `${WORLD_ROUTE}/items/:id/edit`;
const NEW_ITEM_ROUTE = `${WORLD_ROUTE}/items/new`;

/** What this screen calls its records, in the page and tab titles. */
function useWorldLabel(): { one: string; many: string } {
  const translate = useTranslate();
  return { one: translate('storyWorlds.one'), many: translate('storyWorlds.title') };
}

function StoryWorldList(): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <>
      <PageDocumentTitle titleKey="storyWorlds.title" />
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
            <Button component={RouterLink} to={`${basename}${STORY_WORLDS_PATH}/new`} startIcon={<AddIcon />}>
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
    </>
  );
}

function StoryWorldItems({ worldId }: { worldId: string }): ReactElement {
  const translate = useTranslate();
  const newItemPath = useRoutePath(NEW_ITEM_ROUTE, { parentId: worldId });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('storyWorlds.items')}
        </Typography>
        <Button component={RouterLink} to={newItemPath} startIcon={<AddIcon />} sx={{ my: 1 }}>
          {translate('storyWorlds.addItem')}
        </Button>
        <RelatedList def={contents} filter={{ storyWorldId: worldId }} storeKey={`story_worlds.${worldId}.items`} rowRoute={{ pattern: ITEM_ROUTE, params: { parentId: worldId } }} />
      </CardContent>
    </Card>
  );
}

/** A world's own fields: it is not in a world, and stays a world. */
const WORLD_INPUTS = { storyWorld: null, contentType: null } as const;

function StoryWorldPage(): ReactElement {
  const { id } = useParams();
  return (
    // No Show button: a world's page is this one (the content show page would leave the screen).
    <ContentEdit redirect={() => STORY_WORLDS_PATH} accepts={isWorld} kindLabel={useWorldLabel()} inputs={WORLD_INPUTS} actions={false}>
      {id ? <StoryWorldItems worldId={id} /> : null}
    </ContentEdit>
  );
}

function NewStoryWorld(): ReactElement {
  const translate = useTranslate();
  return (
    <>
      <PageDocumentTitle titleKey="storyWorlds.create" />
      <GeneratedCreate def={contents} defaults={WORLDS_FILTER} inputs={WORLD_INPUTS} title={<>{translate('storyWorlds.create')}</>} redirectTo={worldPath} />
    </>
  );
}

/** Above an item's page in a world: the way back to the world, named. */
function BackToWorld({ worldId }: { worldId: string }): ReactElement {
  const translate = useTranslate();
  const { data } = useGetOne('contents', { id: worldId });
  const title = useRecordTitle('contents', data);
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <RouteLink to={WORLD_ROUTE} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {title ?? translate('ra.action.back')}
      </RouteLink>
    </TopToolbar>
  );
}

const ITEM_INPUTS = { storyWorld: null } as const;

/** An item of a world, opened from the world's page: the world not offered, saving and deleting return to it. */
function WorldItemPage(): ReactElement {
  const { parentId = '' } = useParams();
  return (
    <ContentEdit
      redirect={() => worldPath(parentId)}
      accepts={(record) => String(record.storyWorldId) === parentId}
      inputs={ITEM_INPUTS}
      actions={<BackToWorld worldId={parentId} />}
      toolbar={<ReturningFormToolbar to={worldPath(parentId)} />}
    />
  );
}

/** An item created in a world: the world filled in and not asked, the way back to it named, then back to the world. */
function NewWorldItem(): ReactElement {
  const translate = useTranslate();
  const { parentId: id = '' } = useParams();
  return (
    <>
      <PageDocumentTitle titleKey="storyWorlds.addItem" />
      <GeneratedCreate def={contents} defaults={{ storyWorldId: id }} inputs={ITEM_INPUTS} title={<>{translate('storyWorlds.addItem')}</>} actions={<BackToWorld worldId={id} />} redirectTo={() => worldPath(id)} />
    </>
  );
}

export function StoryWorldsPage(): ReactElement {
  const { canAccess, isPending } = useCanAccess({ action: 'create', resource: 'contents' });
  if (isPending) return <Loading />;
  if (!canAccess) return <RedirectToNotFound />;
  return (
    <Routes>
      <Route index element={<StoryWorldList />} />
      <Route path="new" element={<NewStoryWorld />} />
      <Route path=":id" element={<StoryWorldPage />} />
      <Route path=":parentId/items/new" element={<NewWorldItem />} />
      <Route path=":parentId/items/:id/edit" element={<WorldItemPage />} />
      <Route path=":parentId/items/:id" element={<Navigate to="edit" replace />} />
    </Routes>
  );
}
