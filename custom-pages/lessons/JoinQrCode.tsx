/** The join address's QR code at a given size (one per breakpoint if need be), its room kept while it is drawn. */
import type { ReactElement } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useQrDataUrl } from './joinQr';

type Length = number | string;
export type QrSize = Length | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', Length>>;

export function JoinQrCode({ address, size }: { address: string; size: QrSize }): ReactElement {
  const translate = useTranslate();
  const url = useQrDataUrl(address);
  const box = { width: size, height: size, flex: 'none', display: 'block', bgcolor: '#ffffff' };
  return url === null ? (
    <Box sx={box} />
  ) : (
    <Box component="img" src={url} alt={translate('lessonsPage.join.qrCode')} sx={{ ...box, imageRendering: 'pixelated' }} />
  );
}
