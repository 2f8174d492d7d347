import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOGIN_PHOTO_COUNT, loginPhotoUrl } from '../layout/loginPhotos';
import { loginPhotoSvg } from './loginPhotoScene';
import { PHOTOS_DIR, photoFileName } from './generateLoginPhotos';

const all = Array.from({ length: LOGIN_PHOTO_COUNT }, (_, i) => i + 1);

describe('login photos', () => {
  it('ships exactly the 43 files the layout links to, as the generator draws them', () => {
    expect(readdirSync(PHOTOS_DIR).filter((f) => f.endsWith('.svg')).sort()).toEqual(all.map(photoFileName));
    for (const n of all) {
      expect(`/photos/${photoFileName(n)}`).toBe(loginPhotoUrl(n - 1));
      expect(readFileSync(`${PHOTOS_DIR}${photoFileName(n)}`, 'utf8'), `photo ${n} is stale: run the generator`).toBe(loginPhotoSvg(n));
    }
  });

  it('draws the same picture for the same number and a different one for each number', () => {
    expect(loginPhotoSvg(7)).toBe(loginPhotoSvg(7));
    expect(new Set(all.map(loginPhotoSvg)).size).toBe(LOGIN_PHOTO_COUNT);
  });

  it('keeps each photo small, self-contained and silent for assistive technology', () => {
    for (const n of all) {
      const svg = loginPhotoSvg(n);
      expect(svg.length).toBeLessThan(8 * 1024);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 1000"/);
      expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|<image|<script|<title|href=/);
    }
  });
});
