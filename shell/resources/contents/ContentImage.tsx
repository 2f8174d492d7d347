import { useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { EduDataProvider } from '../../../dataProvider';

/** What the picker offers and what is checked before sending; the server checks the bytes again. */
const ACCEPTED = ['image/jpeg', 'image/png'];
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

export function isAcceptedImage(file: { type: string; name: string }): boolean {
  return ACCEPTED.includes(file.type) || /\.(jpe?g|png)$/i.test(file.name);
}

/** A content item's picture: shown, and replaced by uploading a JPG or PNG (seed section 5). */
export function ContentImage(): ReactElement | null {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<EduDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const choose = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedImage(file)) {
      notify('contentImage.notSupported', { type: 'error' });
      return;
    }
    setBusy(true);
    try {
      await dataProvider.upload('contents', { id: record.id, action: 'image', file, filename: file.name });
      notify('contentImage.uploaded', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.api.default', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const url = typeof record.imageUrl === 'string' ? record.imageUrl : null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">{translate('contentImage.title')}</Typography>
        {url ? (
          <Box component="img" src={url} alt={translate('contentImage.alt', { name: String(record.name) })} sx={{ maxWidth: 320, display: 'block', my: 1 }} />
        ) : (
          <Typography color="text.secondary">{translate('contentImage.none')}</Typography>
        )}
        <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden onChange={(e) => void choose(e)} aria-label={translate('contentImage.choose')} />
        <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
          {translate('contentImage.choose')}
        </Button>
      </CardContent>
    </Card>
  );
}
