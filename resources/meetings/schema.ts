import { defineResource, enumOf, integer, date, longText, text, toMany, toOne } from '../kit';
import {
  MEETING_DURATION_MAX,
  MEETING_DURATION_MIN,
  MEETING_OCCURRENCES_MAX,
  MEETING_RECURRENCES,
  TEXT_WORD_LIMIT,
} from '../../domain/constants';
import { catalogueAccess } from '../catalogueAccess';

/** A webinar series; its sessions are meeting_occurrences. */
export const meetings = defineResource({
  name: 'meetings',
  icon: 'VideoCall',
  attributes: {
    name: text({ required: true, maxLength: 150 }),
    description: longText({ maxWords: TEXT_WORD_LIMIT }),
    // The call's details are withheld from all but meeting admins (server/readers/meetings.ts),
    // so they cannot be filtered or sorted on either: a filter would answer whether a guess is right.
    zoomLink: text({ maxLength: 500, filterable: false, sortable: false }),
    zoomMeetingId: text({ maxLength: 50, filterable: false, sortable: false }),
    zoomMeetingPassword: text({ maxLength: 50, filterable: false, sortable: false }),
    duration: integer({ required: true, min: MEETING_DURATION_MIN, max: MEETING_DURATION_MAX, default: 60 }),
    startDate: date({ required: true }),
    /** Local start time, HH:mm. */
    startTime: text({ maxLength: 5 }),
    timezone: text({ maxLength: 64, default: 'Europe/London' }),
    /** The schedule its sessions are created from (POST /meetings/{id}/schedule applies it). */
    recurrence: enumOf(MEETING_RECURRENCES, { default: 'none' }),
    occurrencesCount: integer({ min: 1, max: MEETING_OCCURRENCES_MAX, default: 1 }),
  },
  relationships: {
    defaultHost: toOne('users'),
    occurrences: toMany('meeting_occurrences', { inverse: 'meeting' }),
    attendees: toMany('meeting_attendees', { inverse: 'meeting' }),
  },
  access: catalogueAccess('meeting_admin'),
  list: { columns: ['name', 'startDate', 'duration', 'defaultHost'], sort: 'name', search: ['name'], filters: ['q'] },
});
