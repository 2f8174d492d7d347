/**
 * Tables that no resource definition describes, because the API never serves them as resources:
 * the mail outbox, single-use password-reset and email-confirmation tokens, and meeting invites
 * (their own routes, keyed by token). Declared here so queries on them are typed Drizzle queries
 * like the rest; the checked-in migrations create them (0001, 0009, 0010, 0011; 0020 and 0021 add
 * the outbox's attachments and delivery state) and tests/contract/columns.test.ts checks that
 * both say the same.
 */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A file sent with a mail; text content only (calendar files). */
export interface MailAttachment {
  filename: string;
  content_type: string;
  content: string;
}

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/**
 * Every email the product sends lands here first; the development mailbox lists it, and with
 * SMTP_URL set server/mail/delivery.ts sends it from here.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** Files sent with the mail (a webinar booking's .ics), content as text (migration 0020). */
  attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  createdAt: moment('created_at').notNull().defaultNow(),
  sentAt: moment('sent_at'),
  /** SMTP delivery (migration 0021, server/mail/delivery.ts): deliveries started, last failure, when next due. */
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
});

/** Password links (forgotten password, imported teachers): only the token's SHA-256 is kept. */
export const passwordResets = pgTable('password_resets', {
  id: id(),
  userId: integer('user_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** Sign-up confirmation links, each for the address it was mailed to. */
export const emailConfirmations = pgTable('email_confirmations', {
  id: id(),
  userId: integer('user_id').notNull(),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
  createdAt: moment('created_at').notNull().defaultNow(),
});

export const INVITE_STATUSES = ['pending', 'accepted'] as const;

/** A teacher's invitation of a colleague to a webinar, found by its token's SHA-256. */
export const meetingInvites = pgTable('meeting_invites', {
  id: id(),
  email: text('email').notNull(),
  status: text('status', { enum: INVITE_STATUSES }).notNull().default('pending'),
  tokenHash: text('token_hash').notNull().unique(),
  meetingId: integer('meeting_id').notNull(),
  occurrenceId: integer('occurrence_id'),
  invitedById: integer('invited_by_id'),
  organizationId: integer('organization_id'),
  attendeeId: integer('attendee_id'),
  acceptedAt: moment('accepted_at'),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** Every table declared here, for the migration check. */
export const EXTRA_TABLES = [mailOutbox, passwordResets, emailConfirmations, meetingInvites] as const;
