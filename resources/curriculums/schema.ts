import { defineResource, longText, text } from '../kit';
import { TEXT_WORD_LIMIT } from '../../domain/constants';
import { catalogueAccess } from '../catalogueAccess';

export const curriculums = defineResource({
  name: 'curriculums',
  icon: 'Topic',
  attributes: {
    name: text({ required: true, maxLength: 100 }),
    country: text({ maxLength: 2 }),
    description: longText({ maxWords: TEXT_WORD_LIMIT }),
  },
  access: catalogueAccess('tag_manager'),
  list: { columns: ['name', 'country'], sort: 'name', search: ['name'], filters: ['q', 'country'] },
});
