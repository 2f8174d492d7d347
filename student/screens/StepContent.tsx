/**
 * A content task's library item on the student's device (a remote lesson's film, sound clip,
 * article or picture), played with the step as the teacher's Teach panel plays it: the floor's
 * MediaPlayer and the library's one media rule (domain/contentMedia.ts). An item the student may
 * not play (locked for their school) or could not load says so in words: the teacher shows it.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { Box, Typography } from '@mui/material';
import { mediaKind } from '../../domain/contentMedia';
import { MediaPlayer, type MediaPlayerTexts } from '../../ui/MediaPlayer';
import { loadContent, type StudentContent } from '../api/content';
import { useT, type Translate } from '../i18n';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; content: StudentContent };

const playerTexts = (t: Translate): MediaPlayerTexts => ({
  captions: t('student.content.captions'),
  speed: t('student.content.speed'),
  speedValue: (rate) => t('student.content.speedValue', { rate }),
  captionSize: t('student.content.captionSize'),
  captionSizeValue: (percent) => t('student.content.captionSizeValue', { percent }),
});

function Media({ content }: { content: StudentContent }): ReactElement | null {
  const { t } = useT();
  const media = content.mediaUrl;
  const kind = media ? mediaKind(content.contentType, media) : null;
  const picture = kind === 'image' ? media : kind === null ? content.imageUrl : null;
  return (
    <>
      {media && (kind === 'video' || kind === 'audio') && (
        <MediaPlayer kind={kind} src={media} captionsUrl={content.captionsUrl} language={content.locale ?? 'en'} title={content.name} poster={content.imageUrl} texts={playerTexts(t)} />
      )}
      {picture && <Box component="img" src={picture} alt={t('student.content.imageAlt', { name: content.name })} sx={{ width: '100%', borderRadius: 1, display: 'block' }} />}
      {content.body?.split(/\n\s*\n/).map((paragraph, i) => (
        <Typography key={i} sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
          {paragraph.trim()}
        </Typography>
      ))}
    </>
  );
}

export function StepContent({ contentId }: { contentId: string }): ReactElement {
  const { t } = useT();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    setLoaded({ state: 'loading' });
    loadContent(contentId, abort.signal).then(
      (content) => setLoaded({ state: 'loaded', content }),
      () => !abort.signal.aborted && setLoaded({ state: 'failed' }),
    );
    return () => abort.abort();
  }, [contentId]);
  if (loaded.state === 'loading') return <Typography color="text.secondary">{t('student.content.loading')}</Typography>;
  if (loaded.state === 'failed') return <Typography role="alert">{t('student.content.failed')}</Typography>;
  if (loaded.content.locked) return <Typography>{t('student.content.locked')}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Media content={loaded.content} />
    </Box>
  );
}
