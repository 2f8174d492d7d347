/**
 * A content task's library item where the lesson is taught (seed: task type `content`): the
 * film, sound clip, article or picture itself, so the teacher plays it to the class from the
 * Teach tab (and in full screen) instead of leaving the lesson for the library. A locked item
 * (a trial's library) or one that could not be read says so, with the way to its library page,
 * which explains the lock. One read per item, cached by react-admin while the steps move.
 */
import type { ReactElement } from 'react';
import { Alert, Box, CircularProgress, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import { ContentPlayer } from '../library/ContentPlayer';
import { contentName } from '../library/ContentCard';
import { useLibraryPaths } from '../library/paths';

export function TaskContent({ contentId }: { contentId: string }): ReactElement {
  const translate = useTranslate();
  const paths = useLibraryPaths();
  const { data, isPending, error } = useGetOne('contents', { id: contentId }, { retry: false });
  const libraryLink = (name: string): ReactElement => (
    <Link component={RouterLink} to={paths.content(contentId)}>
      {translate('lessonsPage.teach.openInLibrary', { name })}
    </Link>
  );
  if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (error || !data) return <Alert severity="warning">{translate('lessonsPage.teach.contentUnavailable')}</Alert>;
  const name = contentName(data);
  if (data.locked === true)
    return (
      <Alert severity="info">
        {translate('lessonsPage.teach.contentLocked', { name })} {libraryLink(name)}
      </Alert>
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2, maxWidth: 720 }}>
      <ContentPlayer record={data} />
      <Box>{libraryLink(name)}</Box>
    </Box>
  );
}
