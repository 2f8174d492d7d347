/**
 * Photo: the person's photo or, without one, their initials in a coloured frame; upload a JPG
 * or PNG (chosen or dropped) with its progress, or remove it. The type and size are checked
 * here first, with a message, and nothing is sent; the server judges the bytes again.
 */
import { useId, useRef, useState, type ChangeEvent, type DragEvent, type ReactElement } from 'react';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { EduDataProvider } from '../../dataProvider';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { PHOTO_ACCEPT, PHOTO_MAX_MB, PHOTO_MAX_MEGAPIXELS, photoProblem } from './profileFields';
import { ProfileCard } from './ProfileCard';
import { UserAvatar } from '../../ui/UserAvatar';
import { refusalMessage, useViewerRefresh } from './useProfileSave';

type Work = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'removing' };

export function PhotoCard({ record }: { record: RaRecord }): ReactElement {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<EduDataProvider>();
  const refreshViewer = useViewerRefresh();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [work, setWork] = useState<Work>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const size = { size: PHOTO_MAX_MB };
  const hasPhoto = typeof record.photoUrl === 'string' && record.photoUrl !== '';

  const send = async (file: File): Promise<void> => {
    const found = photoProblem(file);
    if (found) {
      setProblem(translate(`profile.photo.${found}`, size));
      return;
    }
    setProblem(null);
    setWork({ kind: 'uploading', percent: 0 });
    try {
      await dataProvider.upload('users', { id: record.id, action: 'photo', file, filename: file.name, onProgress: (f) => setWork({ kind: 'uploading', percent: Math.round(f * 100) }) });
      notify('profile.photo.uploaded', { type: 'success' });
      await refreshViewer();
    } catch (error) {
      setProblem(translate(refusalMessage(error), { size: `${PHOTO_MAX_MB} MB`, megapixels: PHOTO_MAX_MEGAPIXELS }));
    } finally {
      setWork({ kind: 'idle' });
    }
  };

  const remove = async (): Promise<void> => {
    setProblem(null);
    setWork({ kind: 'removing' });
    try {
      await dataProvider.memberAction('users', { id: record.id, action: 'photo', method: 'DELETE' });
      notify('profile.photo.removed', { type: 'success' });
      await refreshViewer();
    } catch (error) {
      setProblem(translate(refusalMessage(error)));
    } finally {
      setWork({ kind: 'idle' });
    }
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void send(file);
  };
  const dropped = (event: DragEvent<HTMLElement>): void => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && work.kind === 'idle') void send(file);
  };
  const busy = work.kind !== 'idle';

  return (
    <ProfileCard id="photo" titleKey="profile.photo.title">
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={dropped}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2, border: '2px dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 1 }}
      >
        <UserAvatar person={{ ...record, id: String(record.id) }} size={96} alt={translate(hasPhoto ? 'profile.photo.current' : 'profile.photo.initials')} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, flex: '1 1 200px' }}>
          <Typography id={hintId} variant="body2" color="text.secondary">
            {translate(hasPhoto ? 'profile.photo.hint' : 'profile.photo.none', size)}
          </Typography>
          <input ref={input} type="file" accept={PHOTO_ACCEPT} style={visuallyHidden} tabIndex={-1} aria-label={translate('profile.photo.choose')} onChange={chosen} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" startIcon={<UploadIcon aria-hidden />} disabled={busy} aria-describedby={hintId} onClick={() => input.current?.click()}>
              {translate('profile.photo.choose')}
            </Button>
            {hasPhoto && (
              <Button variant="outlined" color="error" startIcon={<DeleteIcon aria-hidden />} disabled={busy} onClick={() => void remove()}>
                {translate('profile.photo.remove')}
              </Button>
            )}
          </Box>
        </Box>
      </Box>
      {work.kind === 'uploading' && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress variant="determinate" value={work.percent} aria-label={translate('profile.photo.uploading', { percent: work.percent })} />
          <Typography variant="body2" role="status">
            {translate('profile.photo.uploading', { percent: work.percent })}
          </Typography>
        </Box>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
    </ProfileCard>
  );
}
