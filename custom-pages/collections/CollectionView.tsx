/**
 * /app/collections/:id: a collection as teachers see it (seed 2.6 and 6): name, texts, author,
 * the items in order, subscribe with the subscribers count, Share, and Edit for its author. Only
 * signed-in colleagues reach it (the shell requires sign-in; the server decides who may read
 * it, and a collection it refuses leads to /404). Opening it records a view
 * (`POST /activities`, entityType collections, verb viewed), from which the server counts views.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import ShareIcon from '@mui/icons-material/Share';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Loading, Title, useBasename, useDataProvider, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useDocumentTitle } from '../../shell/generator/DocumentTitle';
import { useViewer } from '../../shell/chrome/useViewer';
import { RedirectToNotFound } from '../../shell/pages/RedirectToNotFound';
import { AuthorLine, itemIds } from './CollectionCard';
import { CollectionFacts } from './CollectionFacts';
import { CollectionItems } from './CollectionItems';
import { collectionEditPath, collectionsPath } from './paths';
import { ShareCollectionDialog } from './ShareCollectionDialog';
import { SubscribeButton } from './SubscribeButton';

/** The activity a view records (resources/activities; the server sets the actor and counts it). */
export const COLLECTION_VIEWED = { entityType: 'collections', verb: 'viewed' } as const;

function useRecordView(record: RaRecord | undefined): void {
  const dataProvider = useDataProvider();
  const recorded = useRef<unknown>(undefined);
  useEffect(() => {
    if (!record || recorded.current === record.id) return;
    recorded.current = record.id;
    // The view counter is the product's bookkeeping, not the teacher's concern: a failure is not shown.
    dataProvider.create('activities', { data: { ...COLLECTION_VIEWED, entityId: String(record.id) } }).catch(() => undefined);
  }, [record, dataProvider]);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function TextSection({ titleKey, value }: { titleKey: string; value: unknown }): ReactElement | null {
  const translate = useTranslate();
  const body = text(value);
  if (!body) return null;
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography component="h2" variant="h6">
        {translate(titleKey)}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{body}</Typography>
    </Box>
  );
}

function CollectionDetails({ record, refetch }: { record: RaRecord; refetch: () => void }): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  const viewer = useViewer();
  const [sharing, setSharing] = useState(false);
  const name = text(record.name) ?? String(record.id);
  const own = viewer !== undefined && record.authorId !== null && record.authorId !== undefined && String(record.authorId) === viewer.id;
  const subscribers = typeof record.subscribedCount === 'number' ? record.subscribedCount : 0;
  const published = record.state === 'published';
  useDocumentTitle([name, translate('collectionsPage.title')]);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={name} />
      <Link component={RouterLink} to={collectionsPath(basename)} sx={{ display: 'inline-block', mb: 1 }}>
        {translate('collectionsPage.view.back')}
      </Link>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        <AuthorLine authorId={record.authorId} />
      </Typography>
      {!published && <Alert severity="info" sx={{ mb: 2 }}>{translate('collectionsPage.view.draftNote')}</Alert>}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        {!own && <SubscribeButton collectionId={record.id} name={name} onChange={refetch} />}
        <Typography>
          {translate('collectionsPage.card.subscribers', { smart_count: subscribers })}
          {' · '}
          {translate('favorite.viewedCount', { smart_count: typeof record.viewedCount === 'number' ? record.viewedCount : 0 })}
        </Typography>
        {/* A draft is its author's alone: there is nothing colleagues could open yet. */}
        {published && (
          <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setSharing(true)}>
            {translate('collectionsPage.view.share')}
          </Button>
        )}
        {own && (
          <Button variant="outlined" startIcon={<EditIcon />} component={RouterLink} to={collectionEditPath(basename, record.id)}>
            {translate('collectionsPage.view.edit')}
          </Button>
        )}
      </Stack>
      <CollectionFacts record={record} />
      <TextSection titleKey="collectionsPage.view.description" value={record.description} />
      <TextSection titleKey="collectionsPage.view.curriculumText" value={record.curriculumText} />
      <TextSection titleKey="collectionsPage.view.teacherNotes" value={record.teacherNotes} />
      <Box component="section" aria-labelledby="collection-items">
        <Typography id="collection-items" component="h2" variant="h6" sx={{ mb: 1 }}>
          {translate('collectionsPage.view.items')}
        </Typography>
        <CollectionItems ids={itemIds(record)} />
      </Box>
      <ShareCollectionDialog collection={{ id: record.id, name, authorId: record.authorId as string | null | undefined }} open={sharing} onClose={() => setSharing(false)} />
    </Box>
  );
}

export function CollectionView(): ReactElement {
  const { id } = useParams();
  const { data: record, error, isPending, refetch } = useGetOne(
    'collections',
    { id: id ?? '', meta: { include: ['author', 'items'] } },
    { enabled: id !== undefined, retry: false },
  );
  useRecordView(record);
  if (error || id === undefined) return <RedirectToNotFound />;
  if (isPending) return <Loading />;
  return <CollectionDetails record={record} refetch={() => void refetch()} />;
}
