/**
 * A booking's calendar entry (RFC 5545, written by ical-generator): the file attached to the
 * booking mails and served as "Add to calendar". The UID is the booking chain's (a reschedule
 * keeps it and raises SEQUENCE), so a calendar moves the entry instead of adding another, and a
 * cancelled booking's file is METHOD:CANCEL, which removes it. DTSTAMP is the booking's creation,
 * so the file for one booking is the same whenever it is fetched. The booker is its ATTENDEE:
 * accepted while booked, declined once cancelled.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { BookingFacts } from './bookingFacts';

export const CALENDAR_FILE_NAME = 'webinar.ics';
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

export interface CalendarFileOptions {
  /** The product's origin: the UID's domain, the organiser's mail domain and the entry's link. */
  origin: string;
  /** The join page the entry links to (the booking's join link). */
  joinUrl: string;
  /** The entry's description, in the booker's language. */
  description: string;
}

const isCancelled = (facts: BookingFacts): boolean => facts.status === 'cancelled';
const attendeeName = (facts: BookingFacts): string => [facts.firstName, facts.lastName].filter(Boolean).join(' ');

export function calendarFile(facts: BookingFacts, opts: CalendarFileOptions): string {
  const host = new URL(opts.origin).hostname;
  const calendar = ical({
    prodId: { company: host, product: 'webinars', language: 'EN' },
    method: isCancelled(facts) ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const session = facts.session ?? { start: facts.createdAt, end: facts.createdAt };
  calendar.createEvent({
    id: `${facts.calendarUid}@${host}`,
    sequence: facts.calendarSequence,
    stamp: facts.createdAt,
    start: session.start,
    end: session.end,
    summary: facts.meetingName,
    description: `${opts.description}\n${opts.joinUrl}`,
    location: opts.joinUrl,
    url: opts.joinUrl,
    organizer: { name: facts.meetingName, email: `webinars@${host}` },
    attendees: [
      {
        email: facts.email,
        ...(attendeeName(facts) ? { name: attendeeName(facts) } : {}),
        role: ICalAttendeeRole.REQ,
        status: isCancelled(facts) ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
    status: isCancelled(facts) ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
