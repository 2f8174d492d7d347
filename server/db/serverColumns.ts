/**
 * Columns of resource tables that the server keeps for itself and the API never serves, so no
 * resource definition names them: declared here so the statements on them are typed Drizzle like
 * the rest (server/db/tables.ts adds them to their resource's table). The checked-in migrations
 * create them; tests/contract/columns.test.ts checks that both say the same.
 */
import { sql } from 'drizzle-orm';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const SERVER_COLUMNS = {
  users: {
    /** Every token carries the version it was signed at; bumping it ends the user's sessions (migration 0012, auth/sessions.ts). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** When the address a person signed up with was confirmed (migration 0010, routes/confirmEmail.ts). */
    emailConfirmedAt: moment('email_confirmed_at'),
  },
  meetings: {
    /** When the webinar was made: an operator's record (migration 0001). */
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  meeting_attendees: {
    /** A booking's calendar event: its UID and the SEQUENCE that grows with each change (webinars/attendeeDocument.ts). */
    calendarUid: text('calendar_uid').notNull().default(sql`gen_random_uuid()::text`),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** When the day-before and hour-before reminders went (jobs/sendWebinarReminders.ts), so each goes once. */
    remindedDayAt: moment('reminded_day_at'),
    remindedHourAt: moment('reminded_hour_at'),
  },
} as const;
