/**
 * The demo library's data holds together without a database: names are unique (the seed looks
 * items up by name, so a repeated name would silently be skipped), every item names a known
 * story world, and the committed thumbnails are exactly what generateMedia.ts draws now, so a
 * renamed or added item cannot ship without its picture.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_DIR } from '../../../static';
import { itemRows, LIBRARY_ITEMS, worldNamed, worldRows } from './catalogue';
import { captionsVtt } from './captions';
import { captionsFile, slugOf, thumbnailFile } from './media';
import { demoThumbnailSpecs, thumbnailSvg } from './thumbnails';
import { WORLDS } from './worlds';

describe('demo library data', () => {
  it('gives every world and item its own name and file name', () => {
    const names = [...WORLDS.map((w) => w.name), ...LIBRARY_ITEMS.map((i) => i.name)];
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(names.map(slugOf)).size).toBe(names.length);
    expect(slugOf("Ayu's First Dive")).toBe('ayus-first-dive');
    expect(slugOf('Cómo crece una mariposa')).toBe('como-crece-una-mariposa');
  });

  it('puts every item in a known story world, and only the two trial worlds open to everyone', () => {
    for (const item of LIBRARY_ITEMS) expect(worldNamed(item.world), item.name).toBeDefined();
    expect(WORLDS.filter((w) => w.free)).toHaveLength(2);
    const rows = itemRows(new Date(), new Map());
    const freeWorlds = new Set(WORLDS.filter((w) => w.free).map((w) => w.name));
    rows.forEach((row, i) => expect(row.freeAccess, row.name).toBe(freeWorlds.has(LIBRARY_ITEMS[i]!.world)));
  });

  it('never dates a publication in the future, and leaves drafts unpublished', () => {
    const now = new Date();
    for (const row of [...worldRows(now), ...itemRows(now, new Map())]) {
      if (row.state === 'draft') expect(row.publishedAt, row.name).toBeNull();
      else expect((row.publishedAt as Date).getTime(), row.name).toBeLessThan(now.getTime());
    }
  });

  it('ships the thumbnails and captions generateMedia.ts writes today', () => {
    for (const spec of demoThumbnailSpecs()) {
      const svg = thumbnailSvg(spec);
      expect(readFileSync(join(MEDIA_DIR, thumbnailFile(spec.name)), 'utf8'), `${spec.name}: run generateMedia.ts`).toBe(svg);
      expect(svg).not.toMatch(/<text/);
      expect(svg).toContain('aria-hidden="true"');
      expect(svg).toContain('viewBox="0 0 320 180"');
      // No drawn type badge: a film's picture is its player's poster, where one looks like a play button.
      expect(svg).not.toContain('<circle r="24"');
    }
    for (const locale of ['en', 'fi', 'es', 'pt'] as const) expect(readFileSync(join(MEDIA_DIR, captionsFile(locale)), 'utf8')).toBe(captionsVtt(locale));
  });
});
