/** Shapes of the demo library's data (worlds.ts, items*.ts): what a person writes, not table rows. */
import type {
  AGE_RANGES,
  CONTENT_COUNTRIES,
  CONTENT_LOCALES,
  CONTENT_RATINGS,
  CONTENT_STATES,
  CONTENT_TYPES,
  SUBJECTS,
} from '../../../../domain/constants';

export type ContentType = (typeof CONTENT_TYPES)[number];
export type ItemType = Exclude<ContentType, 'story_world'>;
export type Subject = (typeof SUBJECTS)[number];
export type AgeRange = (typeof AGE_RANGES)[number];
export type Country = (typeof CONTENT_COUNTRIES)[number];
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
export type Rating = (typeof CONTENT_RATINGS)[number];
export type ContentState = (typeof CONTENT_STATES)[number];

/** The scene a story world's thumbnail draws (thumbnails.ts). */
export const MOTIFS = ['waves', 'bubbles', 'mountains', 'stars', 'forest', 'city', 'hills', 'sun', 'desert', 'aurora'] as const;
export type Motif = (typeof MOTIFS)[number];

/** The kinds of sound a sound clip's synth makes (soundSynths.ts): each clip is its item's own. */
export const SOUND_KINDS = [
  'harbour-bells', 'harbour-dawn', 'whale-song', 'reef-night', 'elephant-rumbles', 'frosty-night',
  'bowed-strings', 'firebird-dance', 'steel-pan', 'monsoon-rain', 'waves',
] as const;
export type SoundKind = (typeof SOUND_KINDS)[number];

export interface WorldSeed {
  name: string;
  description: string;
  subjects: Subject[];
  ageRanges: AgeRange[];
  country: Country;
  keywords: string[];
  rating: Rating;
  motif: Motif;
  /** Base hue (0-359) of the thumbnail's gradient. */
  hue: number;
  locale?: ContentLocale;
  /** One of the trial's story worlds: it and everything in it are open to every licence. */
  free?: boolean;
  state?: ContentState;
}

export interface ItemSeed {
  name: string;
  type: ItemType;
  /** The story world's name (WorldSeed.name). */
  world: string;
  description: string;
  minutes: number;
  keywords: string[];
  /** Defaults to the world's subjects, ages, country, locale and rating. */
  subjects?: Subject[];
  ageRanges?: AgeRange[];
  country?: Country;
  locale?: ContentLocale;
  rating?: Rating;
  state?: ContentState;
  body?: string;
  /** For a sound clip (required there): the kind of sound its own clip, sounds/<name>.mp3, is synthesised as. */
  sound?: SoundKind;
}
