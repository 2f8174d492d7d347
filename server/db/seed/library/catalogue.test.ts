/**
 * The demo library's data holds together without a database: names are unique (the seed looks
 * items up by name, so a repeated name would silently be skipped), every item names a known
 * story world, and the committed thumbnails, captions and sound clips are exactly what
 * generateMedia.ts writes now, so a renamed or added item cannot ship without its picture, a
 * film item without its own film and captions, nor a sound clip item without its own clip.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '../../../../domain/constants';
import { MEDIA_DIR } from '../../../static';
import { itemRows, LIBRARY_ITEMS, worldNamed, worldRows } from './catalogue';
import { captionsVtt } from './captions';
import { demoFilms } from './films';
import { captionsFile, filmFile, mediaUrl, slugOf, soundFile, thumbnailFile } from './media';
import { demoSounds, soundComment, soundSamples, wavOf } from './sounds';
import { demoThumbnailSpecs, thumbnailSvg } from './thumbnails';
import { SOUND_KINDS } from './types';
import { WORLDS } from './worlds';

/** The words a caption file shows, in order. */
const spoken = (vtt: string): string =>
  vtt
    .split('\n')
    .filter((line) => line !== 'WEBVTT' && !/^\d+$/.test(line) && !line.includes('-->'))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/** An MP3's ID3v2 tag (its text, as bytes read one to a character) and where its audio starts. */
function id3Of(mp3: Buffer): { tag: string; audioAt: number } {
  expect(mp3.subarray(0, 3).toString('latin1')).toBe('ID3');
  // The tag's size is "syncsafe": seven bits a byte.
  const audioAt = 10 + ((mp3[6]! << 21) | (mp3[7]! << 14) | (mp3[8]! << 7) | mp3[9]!);
  return { tag: mp3.subarray(10, audioAt).toString('latin1'), audioAt };
}

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

  it('gives every sound clip item its own clip, the one generateMedia.ts writes today from its own kind of sound', () => {
    const rows = itemRows(new Date(), new Map()).filter((row) => row.contentType === 'sound_clip');
    const sounds = demoSounds();
    expect(sounds.map((s) => s.item.name)).toEqual(rows.map((row) => row.name));
    // Every synth is some item's: none left over that nothing plays.
    expect(new Set(sounds.map((s) => s.kind))).toEqual(new Set(SOUND_KINDS));
    const digests = new Set<string>();
    sounds.forEach((sound, i) => {
      const { name } = sound.item;
      expect(rows[i]!.mediaUrl, name).toBe(mediaUrl(soundFile(name)));
      const mp3 = readFileSync(join(MEDIA_DIR, soundFile(name)));
      const { tag, audioAt } = id3Of(mp3);
      // The clip was encoded from the samples its synth makes now (sounds.ts: soundComment).
      expect(tag, `${soundFile(name)}: run generateMedia.ts`).toContain(`comment\0${soundComment(sound, wavOf(soundSamples(sound)))}\0`);
      expect(mp3.readUInt16BE(audioAt) & 0xffe0, `${name}: MPEG audio after the tag`).toBe(0xffe0);
      expect(mp3.length, `${name}: a small clip`).toBeLessThan(60_000);
      digests.add(createHash('sha256').update(mp3).digest('hex'));
    });
    expect(digests.size, 'a different clip for each item').toBe(sounds.length);
    // Nothing else in sounds/: no clip left over that no item plays.
    expect(new Set(readdirSync(join(MEDIA_DIR, 'sounds')).map((f) => `sounds/${f}`))).toEqual(new Set(sounds.map((s) => soundFile(s.item.name))));
  });
});
