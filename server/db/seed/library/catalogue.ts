/**
 * The demo library as table rows: every story world and item with its credits, media, thumbnail,
 * publication date and a believable view count. Deterministic apart from `now`, so a second
 * seed run finds the same names and the thumbnails generated from this list match the rows.
 */
import { FREE_WORLD_ITEMS } from './itemsFree';
import { MORE_ITEMS } from './itemsMore';
import { TRANSLATED_ITEMS } from './itemsTranslated';
import { WORLD_ITEMS } from './itemsWorlds';
import { captionsFile, filmFile, mediaUrl, soundFile, thumbnailFile } from './media';
import type { ContentLocale, ContentType, ItemSeed, ItemType, WorldSeed } from './types';
import { WORLDS } from './worlds';

export const LIBRARY_ITEMS: readonly ItemSeed[] = [...FREE_WORLD_ITEMS, ...WORLD_ITEMS, ...MORE_ITEMS, ...TRANSLATED_ITEMS];

export const worldNamed = (name: string): WorldSeed | undefined => WORLDS.find((w) => w.name === name);

/** The language an item is written in: its own, else its world's. */
export const itemLocale = (item: ItemSeed, world: WorldSeed | undefined): ContentLocale => item.locale ?? world?.locale ?? 'en';

/** The items that play a film: each has its own film and captions (films.ts, captions.ts). */
export const FILM_TYPES: ReadonlySet<ItemType> = new Set(['video', '360_video']);

const DIRECTORS = ['Harriet Okafor', 'Sam Whitaker', 'Priya Raman', 'Jonas Lindgren', 'Marta Oliveira', 'Kenji Morita', 'Aisha Rahman', 'Laura Jiménez', 'Eero Mäkinen'];
const PRODUCERS = ['Claire Donovan', 'Ravi Mehta', 'Sofia Nieminen', 'Daniel Costa', 'Grace Adeyemi', 'Hugo Blanco'];
const PHOTOGRAPHERS_360 = ['Mika Järvinen', 'Ana Sousa', 'Wei Lin Tan', 'Oliver Grant'];

const FILMED: ReadonlySet<ContentType> = new Set(['video', '360_video', 'series', 'virtual_reality']);
const SHOT_IN_360: ReadonlySet<ContentType> = new Set(['360_scene', '360_video', 'virtual_reality']);

export type ContentRow = Record<string, unknown> & { name: string };

const DAY_MS = 86_400_000;

/** Spread over the last nine months, newest first in the order written, never in the future. */
function publishedAt(index: number, state: string, now: Date): Date | null {
  if (state === 'draft') return null;
  const daysAgo = 1 + ((index * 53) % 270);
  return new Date(now.getTime() - daysAgo * DAY_MS);
}

/** A believable number of views, different for each item (the "most popular" sort has something to order). */
const viewsOf = (index: number): number => 20 + ((index * 7919) % 1400);

export function worldRows(now: Date): ContentRow[] {
  return WORLDS.map((w, i) => {
    const state = w.state ?? 'published';
    return {
      name: w.name,
      contentType: 'story_world',
      state,
      description: w.description,
      keywords: w.keywords,
      subjects: w.subjects,
      ageRanges: w.ageRanges,
      rating: w.rating,
      country: w.country,
      locale: w.locale ?? 'en',
      producer: PRODUCERS[i % PRODUCERS.length],
      freeAccess: w.free === true,
      imageUrl: mediaUrl(thumbnailFile(w.name)),
      viewedCount: viewsOf(i + 500),
      subscribedCount: 0,
      publishedAt: publishedAt(i, state, now),
    };
  });
}

function playable(item: ItemSeed, locale: ContentLocale): Record<string, string | null> {
  switch (item.type) {
    case 'video':
    case '360_video':
      return { mediaUrl: mediaUrl(filmFile(item.name)), captionsUrl: mediaUrl(captionsFile(item.name, locale)) };
    case 'sound_clip':
      return { mediaUrl: mediaUrl(soundFile(item.name)), captionsUrl: null };
    default:
      return { mediaUrl: null, captionsUrl: null };
  }
}

/** Rows of the items; `worldIds` maps a story world's name to its id. */
export function itemRows(now: Date, worldIds: ReadonlyMap<string, number>): ContentRow[] {
  return LIBRARY_ITEMS.map((item, i) => {
    const world = worldNamed(item.world);
    if (!world) throw new Error(`Demo item "${item.name}" names an unknown story world "${item.world}"`);
    // Most are published; every fourth one is "available" (listed like a published item).
    const state = item.state ?? (i % 4 === 3 ? 'available' : 'published');
    const locale = itemLocale(item, world);
    return {
      name: item.name,
      contentType: item.type,
      state,
      description: item.description,
      keywords: item.keywords,
      subjects: item.subjects ?? world.subjects,
      ageRanges: item.ageRanges ?? world.ageRanges,
      rating: item.rating ?? world.rating,
      country: item.country ?? world.country,
      locale,
      durationMinutes: item.minutes,
      director: FILMED.has(item.type) ? DIRECTORS[i % DIRECTORS.length] : null,
      producer: FILMED.has(item.type) || item.type === 'sound_clip' ? PRODUCERS[(i * 5) % PRODUCERS.length] : null,
      photographer360: SHOT_IN_360.has(item.type) ? PHOTOGRAPHERS_360[i % PHOTOGRAPHERS_360.length] : null,
      freeAccess: world.free === true,
      ...playable(item, locale),
      body: item.body ?? null,
      imageUrl: mediaUrl(thumbnailFile(item.name)),
      viewedCount: viewsOf(i),
      subscribedCount: 0,
      publishedAt: publishedAt(i, state, now),
      storyWorldId: worldIds.get(item.world) ?? null,
    };
  });
}
