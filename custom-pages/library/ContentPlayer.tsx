/**
 * The item itself on its page (issue 10 "content page"): films and 360 films in the video
 * player, sound clips in the audio player, an article's text, a 360 scene or VR item's picture
 * with a note on how to view it. Only unlocked items reach here: a locked one arrives without
 * its playable fields (PLAYABLE_CONTENT_FIELDS) and its page shows the locked modal instead.
 */
import type { ReactElement } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import ThreeSixtyIcon from '@mui/icons-material/ThreeSixty';
import { useTranslate, type RaRecord } from 'react-admin';
import { MediaPlayer, type MediaPlayerTexts } from '../../ui/MediaPlayer';
import { mediaKind } from '../../domain/contentMedia';
import { contentName } from './ContentCard';

const IMMERSIVE = new Set(['360_scene', '360_video', 'virtual_reality']);

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** An article's text: paragraphs at blank lines, as plain text (never markup from the server). */
function ArticleBody({ body }: { body: string }): ReactElement {
  return (
    <Box component="article" sx={{ maxWidth: '70ch', '& p': { mt: 0, mb: 2, lineHeight: 1.7 } }}>
      {body.split(/\n\s*\n/).map((paragraph, i) => (
        <Typography key={i} component="p" sx={{ whiteSpace: 'pre-line' }}>
          {paragraph.trim()}
        </Typography>
      ))}
    </Box>
  );
}

/** The player's words in the console's language. */
function usePlayerTexts(): MediaPlayerTexts {
  const translate = useTranslate();
  return {
    captions: translate('library.content.captions'),
    speed: translate('library.content.speed'),
    speedValue: (rate) => translate('library.content.speedValue', { rate }),
    captionSize: translate('library.content.captionSize'),
    captionSizeValue: (percent) => translate('library.content.captionSizeValue', { percent }),
  };
}

export function ContentPlayer({ record }: { record: RaRecord }): ReactElement | null {
  const translate = useTranslate();
  const texts = usePlayerTexts();
  const name = contentName(record);
  const media = text(record.mediaUrl);
  const image = text(record.imageUrl);
  const body = text(record.body);
  const immersive = IMMERSIVE.has(String(record.contentType));
  const kind = media ? mediaKind(record.contentType, media) : null;
  const parts: ReactElement[] = [];
  if (media && (kind === 'video' || kind === 'audio'))
    parts.push(
      <MediaPlayer key="player" kind={kind} src={media} captionsUrl={text(record.captionsUrl)} language={text(record.locale) ?? 'en'} title={name} poster={image} texts={texts} />,
    );
  else if (media || image) parts.push(<Box key="image" component="img" src={media ?? image ?? ''} alt={translate('contentImage.alt', { name })} sx={{ width: '100%', borderRadius: 1, display: 'block' }} />);
  if (immersive)
    parts.push(
      <Alert key="note" severity="info" icon={<ThreeSixtyIcon aria-hidden />}>
        {translate('library.content.immersive')}
      </Alert>,
    );
  if (body) parts.push(<ArticleBody key="body" body={body} />);
  if (!media && !body && ['video', 'sound_clip', 'article', '360_video'].includes(String(record.contentType)))
    parts.push(
      <Typography key="none" color="text.secondary">
        {translate('library.content.noMedia')}
      </Typography>,
    );
  return parts.length > 0 ? <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>{parts}</Box> : null;
}
