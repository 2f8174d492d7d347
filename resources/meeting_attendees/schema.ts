import { defineResource, email, enumOf, text, toOne, datetime } from '../kit';
import { ATTENDANCE_STATUSES } from '../../domain/constants';
import { catalogueAccess } from '../catalogueAccess';

/**
 * A person booked on a webinar session (JSON:API type meetingAttendees). Booking by teachers
 * themselves arrives with the registration app; for now meeting admins manage attendees.
 */
export const meeting_attendees = defineResource({
  name: 'meeting_attendees',
  icon: 'HowToReg',
  recordTitle: 'email',
  attributes: {
    attendanceStatus: enumOf(ATTENDANCE_STATUSES, { required: true, default: 'scheduled' }),
    email: email({ required: true }),
    firstName: text({ maxLength: 100 }),
    lastName: text({ maxLength: 100 }),
    createdAt: datetime({ readOnly: true }),
  },
  relationships: {
    meeting: toOne('meetings', { required: true }),
    occurrence: toOne('meeting_occurrences'),
    user: toOne('users'),
  },
  nested: [{ parent: 'meetings', path: 'attendees', relation: 'meeting' }],
  access: { ...catalogueAccess('meeting_admin'), list: { all: ['meeting_admin'] }, show: { all: ['meeting_admin'] } },
  list: {
    columns: ['email', 'firstName', 'lastName', 'attendanceStatus', 'meeting', 'occurrence'],
    sort: 'email',
    search: ['email', 'firstName', 'lastName'],
    filters: ['q', 'attendanceStatus', 'meeting', 'occurrence'],
  },
});
