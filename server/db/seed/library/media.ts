/**
 * Where the demo library's shipped files live below MEDIA_PREFIX (media/ in the repository,
 * made by generateMedia.ts): a short film per film item with its captions in each library
 * language, a sound clip per sound clip item, and a thumbnail per story world and item.
 */
import { MEDIA_PREFIX } from '../../../static';
import type { ContentLocale } from './types';

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
/** A film item's own film and its captions in one language. */
export const filmFile = (name: string): string => `films/${slugOf(name)}.webm`;
export const captionsFile = (name: string, locale: ContentLocale): string => `films/${slugOf(name)}.${locale}.vtt`;
/** A sound clip item's own clip. */
export const soundFile = (name: string): string => `sounds/${slugOf(name)}.mp3`;

/** The address a browser loads a shipped file from. */
export const mediaUrl = (file: string): string => `${MEDIA_PREFIX}/${file}`;
