/**
 * The join address as a QR code, drawn here in the browser by `qrcode` (nothing is sent
 * anywhere): an SVG, so one drawing is sharp both beside the passphrase and across a classroom
 * wall, shown as an `<img>` from a data: address (the console's CSP allows `img-src data:`).
 */
import { useEffect, useState } from 'react';
import QRCode, { type QRCodeToStringOptions } from 'qrcode';

/** Medium error correction (15 %) keeps the code small; the standard's 4-module quiet zone. */
export const JOIN_QR_OPTIONS: QRCodeToStringOptions = { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } };

/** The data: address of the QR code of `text`. */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, JOIN_QR_OPTIONS);
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The QR code of `text` once drawn (null before, and if it cannot be drawn). */
export function useQrDataUrl(text: string): string | null {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    qrDataUrl(text).then(
      (url) => live && setDrawn({ text, url }),
      () => live && setDrawn(null),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return drawn?.text === text ? drawn.url : null;
}
