import { defineResource, integer, longText, text, toMany, toOne } from '../kit';
import { TEXT_WORD_LIMIT } from '../../domain/constants';

/** A licence product (e.g. CCGL) that organisations hold through licensings. */
export const licenses = defineResource({
  name: 'licenses',
  icon: 'CardMembership',
  attributes: {
    name: text({ required: true, maxLength: 150, unique: { identifier: 'licenseNameUsed' } }),
    licenseProgram: text({ maxLength: 50 }),
    description: longText({ maxWords: TEXT_WORD_LIMIT }),
    storyWorldsLimit: integer({ min: 0 }),
  },
  relationships: {
    suggestedMeeting: toOne('meetings'),
    licensings: toMany('licensings', { inverse: 'license' }),
  },
  access: {
    list: { anyone: true },
    show: { anyone: true },
    create: { all: ['licensing_admin'] },
    update: { all: ['licensing_admin'] },
    delete: { all: ['licensing_admin'] },
  },
  list: { columns: ['name', 'licenseProgram', 'suggestedMeeting'], sort: 'name', search: ['name', 'licenseProgram'], filters: ['q'] },
});
