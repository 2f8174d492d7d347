/**
 * Writes registration/public/photos/01.svg … 43.svg from loginPhotoScene.ts. Run after changing
 * the scenes: `npx tsx registration/scripts/generateLoginPhotos.ts`; the photo test fails while
 * the shipped files and the generator disagree.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOGIN_PHOTO_COUNT } from '../layout/loginPhotos';
import { loginPhotoSvg } from './loginPhotoScene';

export const PHOTOS_DIR = fileURLToPath(new URL('../public/photos/', import.meta.url));

export const photoFileName = (n: number): string => `${String(n).padStart(2, '0')}.svg`;

export function generateLoginPhotos(dir = PHOTOS_DIR): void {
  mkdirSync(dir, { recursive: true });
  for (let n = 1; n <= LOGIN_PHOTO_COUNT; n++) writeFileSync(`${dir}${photoFileName(n)}`, loginPhotoSvg(n));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) generateLoginPhotos();
