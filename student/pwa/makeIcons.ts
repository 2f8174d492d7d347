/**
 * Draws the student app's installable icons from pwa/icon.svg into public/icons/ (committed;
 * run again after changing the drawing: `npx tsx student/pwa/makeIcons.ts`). Nothing is downloaded.
 */
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const ICON_SIZES = [192, 512] as const;

const svg = fileURLToPath(new URL('./icon.svg', import.meta.url));
for (const size of ICON_SIZES) {
  const out = fileURLToPath(new URL(`../public/icons/icon-${size}.png`, import.meta.url));
  await sharp(svg, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toFile(out);
  console.log(`${out}: ${size}x${size}`);
}
