import { defineResource, longText, text, toOne } from '../kit';
import { TEXT_WORD_LIMIT } from '../../domain/constants';
import { catalogueAccess } from '../catalogueAccess';

export const tags = defineResource({
  name: 'tags',
  icon: 'LocalOffer',
  attributes: {
    name: text({ required: true, maxLength: 100 }),
    description: longText({ maxWords: TEXT_WORD_LIMIT }),
  },
  relationships: { tagGroup: toOne('tag_groups') },
  access: catalogueAccess('tag_manager'),
  list: { columns: ['name', 'tagGroup'], sort: 'name', search: ['name'], filters: ['q', 'tagGroup'] },
});
