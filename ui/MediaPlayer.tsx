/**
 * The browser's own video and audio players (keyboard and screen-reader ready) with the seed's
 * speeds (section 9: 0.5x to 2x, PLAYBACK_RATES) and, for films with a captions file, a
 * captions track and its size (50 to 200 percent, CAPTION_SIZE_PERCENTS). Shared by the
 * console's library and lessons and the student app, each passing its texts in its language.
 */
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { CAPTION_SIZE_PERCENTS, PLAYBACK_RATES } from '../domain/constants';

export interface MediaPlayerProps {
  kind: 'video' | 'audio';
  src: string;
  /** A WebVTT file; films only. */
  captionsUrl?: string | null;
  /** The language of the captions (the item's locale). */
  language?: string;
  /** Names the player for assistive technology (the item's name). */
  title: string;
  poster?: string | null;
  texts: MediaPlayerTexts;
}

/** The player's words, in the reader's language (each app's catalogue). */
export interface MediaPlayerTexts {
  /** The captions track's name in the player's menu. */
  captions: string;
  speed: string;
  speedValue: (rate: number) => string;
  captionSize: string;
  captionSizeValue: (percent: number) => string;
}

function Choice<T extends number>({ label, value, values, text, onChange }: {
  label: string;
  value: T;
  values: readonly T[];
  text: (v: T) => string;
  onChange: (v: T) => void;
}): ReactElement {
  return (
    <TextField select size="small" fullWidth={false} label={label} value={value} onChange={(e) => onChange(Number(e.target.value) as T)} sx={{ width: 170, maxWidth: '100%', my: 0 }}>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {text(v)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function MediaPlayer({ kind, src, captionsUrl, language = 'en', title, poster, texts }: MediaPlayerProps): ReactElement {
  const id = useId();
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [rate, setRate] = useState<(typeof PLAYBACK_RATES)[number]>(1);
  const [captionSize, setCaptionSize] = useState<(typeof CAPTION_SIZE_PERCENTS)[number]>(100);
  // The element forgets its rate when a new source loads; set it again each time.
  useEffect(() => {
    if (media.current) media.current.playbackRate = rate;
  }, [rate, src]);
  const captions = kind === 'video' && typeof captionsUrl === 'string' && captionsUrl !== '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      {kind === 'video' ? (
        <Box
          component="video"
          ref={media}
          controls
          preload="metadata"
          src={src}
          aria-label={title}
          {...(poster ? { poster } : {})}
          onLoadedMetadata={() => media.current && (media.current.playbackRate = rate)}
          sx={{ width: '100%', maxHeight: '70vh', bgcolor: 'common.black', borderRadius: 1, '&::cue': { fontSize: `${captionSize}%` } }}
        >
          {captions && <track kind="captions" src={captionsUrl} srcLang={language} label={texts.captions} default />}
        </Box>
      ) : (
        <Box component="audio" ref={media} controls preload="metadata" src={src} aria-label={title} sx={{ width: '100%' }}
          onLoadedMetadata={() => media.current && (media.current.playbackRate = rate)} />
      )}
      <Box id={`${id}-settings`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Choice
          label={texts.speed}
          value={rate}
          values={PLAYBACK_RATES}
          text={texts.speedValue}
          onChange={setRate}
        />
        {captions && (
          <Choice
            label={texts.captionSize}
            value={captionSize}
            values={CAPTION_SIZE_PERCENTS}
            text={texts.captionSizeValue}
            onChange={setCaptionSize}
          />
        )}
      </Box>
    </Box>
  );
}
