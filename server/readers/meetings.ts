/**
 * Meetings are a catalogue every signed-in person reads (to book a session), but a meeting's
 * video call is not: its link, id and password reach an attendee only through their booking
 * once its access window opens (POST /meeting_attendees/{token}/access, domain/webinars.ts).
 * Only the people who manage meetings read them on the meeting itself.
 */
import { grantsFor } from '../../resources/kit/access';
import { meetings } from '../../resources';
import type { ResourceReader } from './types';

/** The meeting's fields that let someone into its call. */
export const CALL_DETAILS = ['zoomLink', 'zoomMeetingId', 'zoomMeetingPassword'] as const;

export const meetingsReader: ResourceReader = {
  present({ viewer }, records) {
    if (grantsFor(meetings.access.update, viewer).length > 0) return Promise.resolve();
    for (const record of records) for (const name of CALL_DETAILS) delete record[name];
    return Promise.resolve();
  },
};
