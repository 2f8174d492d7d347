/**
 * The mails around a webinar booking (issue 13): the confirmation and the cancellation, each with
 * the booking's calendar file, and the reminders 24 hours and 1 hour before the start. Times are
 * written in the meeting's time zone, with the zone named; the language is the one the booker's
 * request asked for, else their saved one, else English.
 */
import type { LinkSigner } from '../auth/linkSigner';
import type { Db } from '../db/client';
import { sendMail, type Mail } from '../mail/mailer';
import { mailLocale } from '../mail/language';
import { mailText, type MailLocale } from '../../i18n/mail';
import { ACCESS_OPENS_MINUTES_BEFORE } from '../../domain/webinars';
import { formatSessionDate, formatSessionSpan, formatSessionTime, timeZoneName } from '../../domain/sessionTimes';
import { bookingFacts, type BookingFacts } from './bookingFacts';
import { CALENDAR_CONTENT_TYPE, CALENDAR_FILE_NAME, calendarFile } from './calendarFile';

/** The signer purpose of join links: a token for another purpose never opens a booking. */
export const ATTENDEE_LINK_PURPOSE = 'meeting-attendee';

export type BookingMailKind = 'webinarBooked' | 'webinarCancelled' | 'webinarReminderDay' | 'webinarReminderHour';

export interface BookingLinks {
  origin: string;
  signer: LinkSigner;
}

export const attendeeToken = (links: BookingLinks, id: number): string => links.signer.sign(ATTENDEE_LINK_PURPOSE, id);

export const joinUrl = (links: BookingLinks, id: number): string => `${links.origin}/meetings/join/${attendeeToken(links, id)}`;

const registerUrl = (links: BookingLinks, meetingId: number): string => `${links.origin}/meetings/${meetingId}/register`;

export function bookingLocale(facts: BookingFacts, requested?: MailLocale): MailLocale {
  return mailLocale(requested, facts.userLanguages);
}

/** The booking's calendar file in the booker's language (the "Add to calendar" download). */
export function bookingCalendar(facts: BookingFacts, links: BookingLinks, locale: MailLocale): string {
  const description = mailText(locale, 'webinarCalendar', { meeting: facts.meetingName, minutes: ACCESS_OPENS_MINUTES_BEFORE }).body;
  return calendarFile(facts, { origin: links.origin, joinUrl: joinUrl(links, facts.id), description });
}

/** Names are typed by people: no line breaks into a mail. */
const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ');

export function bookingMail(kind: BookingMailKind, facts: BookingFacts, links: BookingLinks, locale: MailLocale): Mail {
  const start = facts.session?.start ?? facts.createdAt;
  const end = facts.session?.end ?? start;
  const values = {
    name: oneLine(facts.firstName || facts.email),
    meeting: oneLine(facts.meetingName),
    date: formatSessionDate(start, locale, facts.timezone),
    // Reminders' subjects name the start; the bodies the whole span with its zone.
    time: kind === 'webinarReminderDay' || kind === 'webinarReminderHour'
      ? `${formatSessionTime(start, locale, facts.timezone)} ${timeZoneName(start, locale, facts.timezone)}`
      : formatSessionSpan(start, end, locale, facts.timezone),
    host: oneLine(facts.hostFirstName ?? '–'),
    minutes: ACCESS_OPENS_MINUTES_BEFORE,
    link: kind === 'webinarCancelled' ? registerUrl(links, facts.meetingId) : joinUrl(links, facts.id),
  };
  const text = mailText(locale, kind, values);
  const withCalendar = kind === 'webinarBooked' || kind === 'webinarCancelled';
  const calendar = { filename: CALENDAR_FILE_NAME, content_type: CALENDAR_CONTENT_TYPE, content: bookingCalendar(facts, links, locale) };
  return { to: facts.email, ...text, ...(withCalendar ? { attachments: [calendar] } : {}) };
}

/** Queues the mail for the booking with this id (inside the caller's transaction when given one). */
export async function mailBooking(db: Db, kind: BookingMailKind, id: number, links: BookingLinks, requested?: MailLocale, log?: (line: string) => void): Promise<void> {
  const facts = await bookingFacts(db, id);
  if (!facts) return;
  await sendMail(db, bookingMail(kind, facts, links, bookingLocale(facts, requested)), log);
}
