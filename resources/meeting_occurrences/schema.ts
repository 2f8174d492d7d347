import { datetime, defineResource, text, toMany, toOne } from '../kit';
import { catalogueAccess } from '../catalogueAccess';

/** One session of a meeting (webinar), bookable by attendees. */
export const meeting_occurrences = defineResource({
  name: 'meeting_occurrences',
  icon: 'Event',
  // A session is named by its own name where it has one, else by when it starts (in words).
  recordTitle: { anyOf: ['name', 'startDate'] },
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
  // The booking calendar's one-month window (seed section 7): sessions starting from the first
  // day through the last, and only those still ahead. Days are UTC days.
  namedFilters: {
    future: { field: 'startDate', bound: 'future' },
    startDate: { field: 'startDate', bound: 'from' },
    endDate: { field: 'startDate', bound: 'through' },
  },
  access: catalogueAccess('meeting_admin'),
  list: { columns: ['meeting', 'startDate', 'endDate', 'host'], sort: 'startDate', filters: ['meeting', 'startDate'] },
});
