/**
 * The demo library's data holds together without a database: names are unique (the seed looks
 * items up by name, so a repeated name would silently be skipped), every item names a known
 * story world, and the committed thumbnails and captions are exactly what generateMedia.ts
 * writes now, so a renamed or added item cannot ship without its picture, nor a film item
 * without its own film and captions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '../../../../domain/constants';
import { MEDIA_DIR } from '../../../static';
import { itemRows, LIBRARY_ITEMS, worldNamed, worldRows } from './catalogue';
import { captionsVtt } from './captions';
import { demoFilms } from './films';
import { captionsFile, filmFile, mediaUrl, slugOf, thumbnailFile } from './media';
import { demoThumbnailSpecs, thumbnailSvg } from './thumbnails';
import { WORLDS } from './worlds';

/** The words a caption file shows, in order. */
const spoken = (vtt: string): string =>
  vtt
    .split('\n')
    .filter((line) => line !== 'WEBVTT' && !/^\d+$/.test(line) && !line.includes('-->'))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

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
  });

  it('gives every film item its own film, and captions generateMedia.ts writes today from its own data', () => {
    const rows = itemRows(new Date(), new Map()).filter((row) => row.contentType === 'video' || row.contentType === '360_video');
    const films = demoFilms();
    expect(films.map((f) => f.item.name)).toEqual(rows.map((row) => row.name));
    expect(new Set(rows.map((row) => row.mediaUrl)).size, 'one film per item').toBe(rows.length);
    const shipped = new Set<string>();
    films.forEach((film, i) => {
      const { name } = film.item;
      expect(rows[i]).toMatchObject({ mediaUrl: mediaUrl(filmFile(name)), captionsUrl: mediaUrl(captionsFile(name, film.locale)), locale: film.locale });
      const webm = readFileSync(join(MEDIA_DIR, filmFile(name)));
      expect(webm.subarray(0, 4).toString('hex'), `${name}: a WebM (EBML) file`).toBe('1a45dfa3');
      expect(webm.length, `${name}: a small film`).toBeLessThan(100_000);
      shipped.add(filmFile(name));
      for (const locale of CONTENT_LOCALES) {
        const vtt = readFileSync(join(MEDIA_DIR, captionsFile(name, locale)), 'utf8');
        expect(vtt, `${captionsFile(name, locale)}: run generateMedia.ts`).toBe(captionsVtt(film, locale));
        expect(vtt, captionsFile(name, locale)).toContain(`\n${name}\n`);
        shipped.add(captionsFile(name, locale));
      }
      // In its own language the cues say its name and then its description, word for word; in
      // the others its name and its story world's.
      expect(spoken(readFileSync(join(MEDIA_DIR, captionsFile(name, film.locale)), 'utf8')), name).toBe(`${name} ${film.item.description}`.replace(/\s+/g, ' '));
      for (const locale of CONTENT_LOCALES.filter((l) => l !== film.locale)) expect(spoken(captionsVtt(film, locale)), `${name} ${locale}`).toContain(film.world.name);
    });
    // Nothing else in films/: no film left over that no item plays.
    expect(new Set(readdirSync(join(MEDIA_DIR, 'films')).map((f) => `films/${f}`))).toEqual(shipped);
  });
});
