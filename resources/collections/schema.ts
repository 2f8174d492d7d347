import { datetime, defineResource, enumOf, integer, longText, stringList, text, toMany, toOne } from '../kit';
import {
  AGE_RANGES,
  COLLECTION_NAME_MAX,
  COLLECTION_STATES,
  KEYWORDS_MAX,
  LOCALES,
  SUBJECTS,
  TEXT_WORD_LIMIT,
} from '../../domain/constants';

const TEACHING = ['teacher'] as const;

/**
 * Collections (seed sections 3 to 5): an ordered set of library items a teacher curates,
 * publishes for colleagues and shares; collections_manager admins curate the product's own
 * (no author, no school). Every signed-in viewer lists the published ones; a draft is its
 * author's (and the managers'): server/readers/collections.ts. Publishing needs
 * COLLECTION_PUBLISH_MIN_ITEMS items (server/hooks/collections.ts refuses it with
 * `collectionTooFewItems`; the editor saves a draft and says why).
 */
export const collections = defineResource({
  name: 'collections',
  icon: 'CollectionsBookmark',
  attributes: {
    name: text({ required: true, maxLength: COLLECTION_NAME_MAX }),
    description: longText({ maxWords: TEXT_WORD_LIMIT }),
    curriculumText: longText({ maxWords: TEXT_WORD_LIMIT }),
    teacherNotes: longText({ maxWords: TEXT_WORD_LIMIT }),
    keywords: stringList({ maxItems: KEYWORDS_MAX, default: [] }),
    subjects: stringList({ values: SUBJECTS, default: [] }),
    ageRanges: stringList({ values: AGE_RANGES, default: [] }),
    state: enumOf(COLLECTION_STATES, { required: true, default: 'draft' }),
    /** Languages it is published in; empty while a draft (seed 4: publish per locale). */
    publishedLocales: stringList({ values: LOCALES, default: [] }),
    viewedCount: integer({ readOnly: true }),
    subscribedCount: integer({ readOnly: true }),
    createdAt: datetime({ readOnly: true }),
    updatedAt: datetime({ readOnly: true }),
  },
  relationships: {
    author: toOne('users', { readOnly: true }),
    organization: toOne('organizations', { readOnly: true }),
    items: toMany('contents', { through: { table: 'collection_items', from: 'collection_id', to: 'content_id', ordered: true } }),
    tags: toMany('tags', { through: { table: 'collection_tags', from: 'collection_id', to: 'tag_id' } }),
  },
  ownership: { user: 'author' },
  access: {
    list: { anyone: true },
    show: { anyone: true },
    create: { all: ['collections_manager'], self: TEACHING },
    update: { all: ['collections_manager'], self: TEACHING },
    delete: { all: ['collections_manager'], self: TEACHING },
  },
  writable: {
    self: ['name', 'description', 'curriculumText', 'teacherNotes', 'keywords', 'subjects', 'ageRanges', 'state', 'publishedLocales', 'items', 'tags'],
  },
  list: {
    columns: ['name', 'state', 'author', 'subscribedCount', 'updatedAt'],
    sort: 'name',
    search: ['name'],
    filters: ['q', 'state', 'author'],
  },
});
