import { boolean, datetime, defineResource, enumOf, integer, longText, stringList, text, toMany, toOne } from '../kit';
import {
  AGE_RANGES,
  CONTENT_COUNTRIES,
  CONTENT_LOCALES,
  CONTENT_RATINGS,
  CONTENT_STATES,
  CONTENT_TYPES,
  KEYWORDS_MAX,
  SEARCH_TERM_MIN_LENGTH,
  SUBJECTS,
  TEXT_WORD_LIMIT,
} from '../../domain/constants';

/**
 * The library (seed sections 1, 3 and 4): films, articles, sounds, 360 scenes and the story
 * worlds that group them. Content managers manage every item in the console; every signed-in
 * viewer lists and opens the published and available ones, and the server's reader
 * (server/readers/contents.ts) decides per viewer what is `locked`: a locked item comes without
 * its playable fields (`PLAYABLE_CONTENT_FIELDS`), and a school with `hideLockedContent` does
 * not list it at all. `filter[q]` is full-text search with per-language stemming.
 */
export const contents = defineResource({
  name: 'contents',
  icon: 'VideoLibrary',
  attributes: {
    name: text({ required: true, maxLength: 150 }),
    contentType: enumOf(CONTENT_TYPES, { required: true }),
    state: enumOf(CONTENT_STATES, { required: true, default: 'draft' }),
    description: longText({ maxWords: TEXT_WORD_LIMIT }),
    keywords: stringList({ maxItems: KEYWORDS_MAX, default: [] }),
    subjects: stringList({ values: SUBJECTS, default: [] }),
    ageRanges: stringList({ values: AGE_RANGES, default: [] }),
    durationMinutes: integer({ min: 1 }),
    rating: enumOf(CONTENT_RATINGS),
    country: enumOf(CONTENT_COUNTRIES),
    /** The language the item is written or narrated in: its search stemming follows it. */
    locale: enumOf(CONTENT_LOCALES, { required: true, default: 'en' }),
    // Film credits (seed 3).
    director: text({ maxLength: 150 }),
    producer: text({ maxLength: 150 }),
    photographer360: text({ maxLength: 150, column: 'photographer_360', wire: 'photographer_360' }),
    /** Open to every licence, trials included (the trial's story worlds and what they hold). */
    freeAccess: boolean({ default: false }),
    // Playable fields: withheld from a viewer for whom the item is locked.
    mediaUrl: text({ maxLength: 500, filterable: false }),
    captionsUrl: text({ maxLength: 500, filterable: false }),
    body: longText(),
    /** Set by uploading a JPG or PNG to POST /contents/{id}/image. */
    imageUrl: text({ readOnly: true }),
    /** Counters (seed `favorite.viewedCount`, `favorite.subscribedCount`), kept by the server. */
    viewedCount: integer({ readOnly: true }),
    subscribedCount: integer({ readOnly: true }),
    /** Outside the viewer's licence: listed, never playable (seed 6). */
    locked: boolean({ computed: true }),
    publishedAt: datetime(),
    createdAt: datetime({ readOnly: true }),
    updatedAt: datetime({ readOnly: true }),
  },
  relationships: {
    /** The story world an item belongs to. */
    storyWorld: toOne('contents'),
    tags: toMany('tags', { through: { table: 'content_tags', from: 'content_id', to: 'tag_id' } }),
  },
  access: {
    list: { anyone: true },
    show: { anyone: true },
    create: { all: ['content_manager'] },
    update: { all: ['content_manager'] },
    delete: { all: ['content_manager'] },
  },
  list: {
    columns: ['name', 'contentType', 'state', 'storyWorld', 'updatedAt'],
    sort: 'name',
    search: ['name'],
    searchMinLength: SEARCH_TERM_MIN_LENGTH,
    filters: ['q', 'contentType', 'state', 'storyWorld'],
  },
  /** `sort=relevance` (with filter[q]) and `sort=locked` (unlocked first) are the reader's. */
  namedSorts: ['relevance', 'locked'],
});

/** What a viewer without the licence does not receive (seed 6: listed, not playable). */
export const PLAYABLE_CONTENT_FIELDS = ['mediaUrl', 'captionsUrl', 'body'] as const;
