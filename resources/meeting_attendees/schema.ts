import { defineResource, email, enumOf, text, toOne, datetime } from '../kit';
import { ATTENDANCE_STATUSES } from '../../domain/constants';
import { catalogueAccess } from '../catalogueAccess';

const BOOKERS = ['admin', 'teacher', 'parent'] as const;

/**
 * A person booked on a webinar session (JSON:API type meetingAttendees). Meeting admins manage
 * every attendee; a signed-in teacher books, reads and changes their own (seed section 2.4:
 * register, book, access, reschedule), checked by server/hooks/meetingAttendees.ts.
 */
export const meeting_attendees = defineResource({
  name: 'meeting_attendees',
  icon: 'HowToReg',
  recordTitle: 'email',
  attributes: {
    firstName: text({ maxLength: 100 }),
    lastName: text({ maxLength: 100 }),
    email: email({ required: true }),
    attendanceStatus: enumOf(ATTENDANCE_STATUSES, { required: true, default: 'scheduled' }),
    createdAt: datetime({ readOnly: true }),
  },
  relationships: {
    meeting: toOne('meetings', { required: true }),
    occurrence: toOne('meeting_occurrences', { within: 'meeting' }),
    user: toOne('users'),
  },
  nested: [{ parent: 'meetings', path: 'attendees', relation: 'meeting' }],
  // The seed's client includes `meetingOccurrence` (section 7).
  otherNames: { meetingOccurrence: 'occurrence' },
  ownership: { user: 'user' },
  access: {
    ...catalogueAccess('meeting_admin'),
    // People with an email book for themselves; students and children join lessons, not webinars.
    list: { all: ['meeting_admin'], self: BOOKERS },
    show: { all: ['meeting_admin'], self: BOOKERS },
    create: { all: ['meeting_admin'], self: BOOKERS },
    update: { all: ['meeting_admin'], self: BOOKERS },
  },
  writable: {
    // Their own booking: the session and its status; the person is the viewer (pinned by the hook).
    self: ['meeting', 'occurrence', 'attendanceStatus', 'email', 'firstName', 'lastName'],
  },
  list: {
    columns: ['email', 'firstName', 'lastName', 'attendanceStatus', 'meeting', 'occurrence'],
    sort: 'email',
    search: ['email', 'firstName', 'lastName'],
    filters: ['q', 'attendanceStatus', 'meeting', 'occurrence'],
  },
});
