import { defineResource, longText, text, toMany } from '../kit';
import { TEXT_WORD_LIMIT } from '../../domain/constants';
import { catalogueAccess } from '../catalogueAccess';

export const tag_groups = defineResource({
  name: 'tag_groups',
  icon: 'Label',
  attributes: {
    name: text({ required: true, maxLength: 100 }),
    description: longText({ maxWords: TEXT_WORD_LIMIT }),
  },
  relationships: { tags: toMany('tags', { inverse: 'tagGroup' }) },
  access: catalogueAccess('tag_manager'),
  list: { columns: ['name'], sort: 'name', search: ['name'], filters: ['q'] },
});
