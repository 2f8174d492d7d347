import { datetime, defineResource, text, toMany, toOne } from '../kit';
import { catalogueAccess } from '../catalogueAccess';

/** One session of a meeting (webinar), bookable by attendees. */
export const meeting_occurrences = defineResource({
  name: 'meeting_occurrences',
  icon: 'Event',
  attributes: {
    name: text({ maxLength: 150 }),
    startDate: datetime({ required: true }),
    endDate: datetime({ required: true }),
  },
  relationships: {
    meeting: toOne('meetings', { required: true }),
    host: toOne('users'),
    attendees: toMany('meeting_attendees', { inverse: 'occurrence' }),
  },
  nested: [{ parent: 'meetings', path: 'occurrences', relation: 'meeting' }],
  access: catalogueAccess('meeting_admin'),
  list: { columns: ['meeting', 'startDate', 'endDate', 'host'], sort: 'startDate', filters: ['meeting', 'startDate'] },
});
