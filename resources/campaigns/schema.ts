import { boolean, date, defineResource, longText, text } from '../kit';
import { TEXT_WORD_LIMIT } from '../../domain/constants';

export const campaigns = defineResource({
  name: 'campaigns',
  icon: 'Campaign',
  attributes: {
    name: text({ required: true, maxLength: 150 }),
    campaignUrl: text({ required: true, maxLength: 500 }),
    description: longText({ maxWords: TEXT_WORD_LIMIT }),
    startDate: date(),
    endDate: date(),
    active: boolean({ default: true }),
  },
  access: {
    list: { all: ['content_manager'] },
    show: { all: ['content_manager'] },
    create: { all: ['content_manager'] },
    update: { all: ['content_manager'] },
    delete: { all: ['content_manager'] },
  },
  list: { columns: ['name', 'campaignUrl', 'startDate', 'endDate', 'active'], sort: 'name', search: ['name'], filters: ['q', 'active'] },
});
