import { datetime, defineResource, enumOf, integer, longText, stringList, text, toOne } from '../kit';
import { AGE_RANGES, CONTENT_STATES, CONTENT_TYPES, KEYWORDS_MAX, SUBJECTS, TEXT_WORD_LIMIT } from '../../domain/constants';

/**
 * Content and story worlds (seed sections 1 and 4): films, articles, sounds, 360 scenes and the
 * story worlds that group them. Managed by content managers; the teacher-facing catalogue, which
 * shows only published and available items, comes with the lesson pages.
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
    /** Set by uploading a JPG or PNG to POST /contents/{id}/image. */
    imageUrl: text({ readOnly: true }),
    createdAt: datetime({ readOnly: true }),
    updatedAt: datetime({ readOnly: true }),
  },
  relationships: {
    /** The story world an item belongs to. */
    storyWorld: toOne('contents'),
  },
  access: {
    list: { all: ['content_manager', 'collections_manager'] },
    show: { all: ['content_manager', 'collections_manager'] },
    create: { all: ['content_manager'] },
    update: { all: ['content_manager'] },
    delete: { all: ['content_manager'] },
  },
  list: {
    columns: ['name', 'contentType', 'state', 'storyWorld', 'updatedAt'],
    sort: 'name',
    search: ['name'],
    filters: ['q', 'contentType', 'state', 'storyWorld'],
  },
});
