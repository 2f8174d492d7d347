/**
 * One library item (`/app/library/:id`, issue 10 "content page"): the item itself (players,
 * article text, 360 picture), its description, facts and credits, its favourite heart and
 * counters, and related content. Opening an unlocked item records a view. A locked item shows
 * its public details with the locked-content modal over them (seed 6), never a player.
 */
import { useState, type ReactElement } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/Lock';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { Title, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useDocumentTitle } from '../../shell/generator/DocumentTitle';
import { useRecordNotFound } from '../../shell/generator/useRecordNotFound';
import { contentName } from './ContentCard';
import { ContentCounters } from './ContentCounters';
import { ContentDetails } from './ContentDetails';
import { ContentPlayer } from './ContentPlayer';
import { FavouriteToggle } from './FavouriteToggle';
import { LockedContentDialog } from './LockedContentDialog';
import { useLibraryPaths } from './paths';
import { RelatedContent } from './RelatedContent';
import { useRecordView } from './useRecordView';

function LockedNotice({ name }: { name: string }): ReactElement {
  const translate = useTranslate();
  // Open on arrival: opening a locked item is what shows the modal.
  const [open, setOpen] = useState(true);
  return (
    <>
      <Alert
        severity="warning"
        icon={<LockIcon aria-hidden />}
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(true)}>
            {translate('library.content.unlock')}
          </Button>
        }
      >
        {translate('shell.pages.contentLocked.title')}
      </Alert>
      <LockedContentDialog open={open} onClose={() => setOpen(false)} name={name} />
    </>
  );
}

function ContentView({ record }: { record: RaRecord }): ReactElement {
  const translate = useTranslate();
  const name = contentName(record);
  const locked = record.locked === true;
  useRecordView(record.id, !locked);
  useDocumentTitle([name, translate('menu.library')]);
  const description = typeof record.description === 'string' && record.description.trim() !== '' ? record.description : null;
  return (
    <>
      <Title title={<span>{name}</span>} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(240px, 1fr)' } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          {locked ? (
            <>
              {typeof record.imageUrl === 'string' && record.imageUrl !== '' && (
                <Box component="img" src={record.imageUrl} alt="" sx={{ width: '100%', borderRadius: 1, display: 'block', opacity: 0.6 }} />
              )}
              <LockedNotice name={name} />
            </>
          ) : (
            <ContentPlayer record={record} />
          )}
          {description && (
            <Box component="section">
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                {translate('library.content.about')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', maxWidth: '70ch' }}>{description}</Typography>
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <ContentCounters viewedCount={record.viewedCount} subscribedCount={record.subscribedCount} />
            <FavouriteToggle contentId={record.id} name={name} />
          </Box>
          <ContentDetails record={record} />
        </Box>
      </Box>
      <Box sx={{ mt: 4 }}>
        <RelatedContent record={record} />
      </Box>
    </>
  );
}

export function ContentPage(): ReactElement {
  const translate = useTranslate();
  const { id } = useParams();
  const location = useLocation();
  const paths = useLibraryPaths();
  const onError = useRecordNotFound();
  const { data, isPending, error } = useGetOne('contents', { id: id ?? '' }, { enabled: id !== undefined, retry: false, onError });
  const from = (location.state as { search?: unknown } | null)?.search;
  return (
    <Box sx={{ py: 1, minWidth: 0 }}>
      <Link component={RouterLink} to={paths.search(typeof from === 'string' ? from : '')} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {translate('library.content.back')}
      </Link>
      {isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : error || !data ? (
        <Alert severity="error">{translate('library.content.loadFailed')}</Alert>
      ) : (
        <ContentView key={data.id} record={data} />
      )}
    </Box>
  );
}
