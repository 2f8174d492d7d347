/**
 * A library item's 16:9 picture on a card, decorative (the card's name says what it is). The
 * placeholder (a picture icon on grey) is always underneath: an item without a picture, a picture
 * still loading (they load lazily, below the fold) or one that fails to load all show it, never an
 * empty grey box.
 */
import { useState, type ReactElement } from 'react';
import { Box } from '@mui/material';
import ImageIcon from '@mui/icons-material/ImageOutlined';

const FILL = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

export function ContentPicture({ src }: { src: unknown }): ReactElement {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = typeof src === 'string' && src !== '' && src !== failedSrc ? src : null;
  return (
    <>
      <Box sx={{ ...FILL, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
        <ImageIcon fontSize="large" aria-hidden />
      </Box>
      {url !== null && (
        <Box component="img" src={url} alt="" loading="lazy" onError={() => setFailedSrc(url)} sx={{ ...FILL, objectFit: 'cover', display: 'block' }} />
      )}
    </>
  );
}
