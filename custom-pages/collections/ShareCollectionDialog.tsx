/**
 * The share-collection modal (seed 2.6 shared pieces): at most SHARE_MODAL_MAX_WIDTH wide, the
 * author's own text or the generic one (seed 6), links for mail, X, Facebook and LinkedIn, and
 * "Copy link" (seed 8: "url copied"). Every share is recorded without a toast (useRecordShare).
 * MUI's Dialog names itself by its title, traps focus and closes on Escape.
 */
import { useId, type ReactElement } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import EmailIcon from '@mui/icons-material/Email';
import XIcon from '@mui/icons-material/X';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useBasename, useNotify, useTranslate, type Identifier } from 'react-admin';
import { SHARE_MODAL_MAX_WIDTH } from '../../ui/sizes';
import { useViewer } from '../../shell/chrome/useViewer';
import { collectionUrl, shareLinks, shareVoice, type ShareLink } from './shareLinks';
import { useRecordShare } from './useRecordShare';

export interface SharedCollection {
  id: Identifier;
  name: string;
  authorId?: Identifier | null;
}

export interface ShareCollectionDialogProps {
  collection: SharedCollection;
  open: boolean;
  onClose: () => void;
}

const ICONS: Record<ShareLink['channel'], ReactElement> = {
  email: <EmailIcon />,
  x: <XIcon />,
  facebook: <FacebookIcon />,
  linkedin: <LinkedInIcon />,
};

export function ShareCollectionDialog({ collection, open, onClose }: ShareCollectionDialogProps): ReactElement {
  const translate = useTranslate();
  const notify = useNotify();
  const basename = useBasename();
  const viewer = useViewer();
  const record = useRecordShare(collection.id);
  const titleId = useId();
  const url = collectionUrl(window.location.origin, basename, collection.id);
  const voice = shareVoice(collection.authorId, viewer?.id);
  const text = (part: 'subject' | 'body' | 'social'): string =>
    translate(`collectionsPage.share.${voice}.${part}`, { name: collection.name, url });
  const links = shareLinks(url, { subject: text('subject'), body: text('body'), social: text('social') });

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      notify('collectionsPage.share.copyFailed', { type: 'warning' });
      return;
    }
    notify('collectionsPage.share.urlCopied', { type: 'success' });
    void record('link');
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth slotProps={{ paper: { sx: { maxWidth: SHARE_MODAL_MAX_WIDTH } } }}>
      <DialogTitle id={titleId}>{translate('collectionsPage.share.title', { name: collection.name })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{translate('collectionsPage.share.intro')}</Typography>
        <TextField
          label={translate('collectionsPage.share.link')}
          value={url}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.currentTarget.select() } }}
          sx={{ mb: 2 }}
        />
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {links.map((link) => {
            const name = translate(`collectionsPage.share.${link.channel}`);
            // Mail hands over to the mail program; the sites open in a new tab.
            const newTab = link.channel !== 'email';
            return (
              <Button
                key={link.channel}
                variant="outlined"
                href={link.href}
                startIcon={ICONS[link.channel]}
                onClick={() => void record(link.channel)}
                {...(newTab
                  ? { target: '_blank', rel: 'noopener noreferrer', 'aria-label': translate('collectionsPage.share.opensInNewTab', { channel: name }) }
                  : {})}
              >
                {name}
              </Button>
            );
          })}
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {translate('collectionsPage.share.copyLink')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('collectionsPage.share.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
