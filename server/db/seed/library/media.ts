/**
 * Where the demo library's shipped files live below MEDIA_PREFIX (media/ in the repository,
 * made by generateMedia.ts): one short film with captions in each library language, four
 * sound clips, and a thumbnail per story world and item.
 */
import { MEDIA_PREFIX } from '../../../static';
import type { ContentLocale, SoundKey } from './types';

export const FILM_FILE = 'films/harbour-lights.webm';
export const captionsFile = (locale: ContentLocale): string => `films/harbour-lights.${locale}.vtt`;
export const soundFile = (key: SoundKey): string => `sounds/${key}.mp3`;

/** A name as a file name: lower case ASCII words joined by hyphens ("Ayu's First Dive" → ayus-first-dive). */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const thumbnailFile = (name: string): string => `thumbnails/${slugOf(name)}.svg`;

/** The address a browser loads a shipped file from. */
export const mediaUrl = (file: string): string => `${MEDIA_PREFIX}/${file}`;
