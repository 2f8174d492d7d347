/**
 * Forgotten passwords (seed sections 2.5 and 7):
 *   POST  /user/reset_password  { email }                                  → 200, mails a link if the account exists
 *   PATCH /user/reset_password  { token, password, password_confirmation } → 200, or 422 for a bad token
 * The link carries a random token; only its SHA-256 is stored, it expires and works once. The
 * answer to POST never says whether the address has an account. Both are limited per address
 * (429). A reset ends the user's other sessions.
 */
import { tokenDigest } from '../auth/secretTokens';
import { issuePasswordLinks } from '../auth/passwordLinks';
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { users } from '../../resources';
import { PASSWORD_RESET_TTL_MINUTES } from '../../domain/constants';
import { defineAction, email, text } from '../../resources/kit';
import { hashPassword } from '../auth/passwords';
import { attemptThrottle } from '../auth/attemptThrottle';
import { endSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { passwordResets } from '../db/extraTables';
import { ApiError } from '../jsonapi/errors';
import { validatePayload, type Payload } from '../jsonapi/payload';
import { readAction } from '../jsonapi/actionBody';
import { sendMail } from '../mail/mailer';
import { mailLocale, requestedLocale, storedLanguages } from '../mail/language';
import { mailText, type MailLocale } from '../../i18n/mail';

const u = tableOf(users).columns;

/** Who a reset link is mailed to: the user, their address and the languages their mail may be written in. */
export interface ResetRecipient {
  id: number;
  email: string;
  locale: unknown;
  languages: unknown;
}

/**
 * Issues a reset link for the user and mails it: the forgotten-password form and an organisation
 * admin's "reset password" for a teacher (routes/teacherPasswordReset.ts) send the same mail.
 */
export async function mailResetLink(db: Db, user: ResetRecipient, origin: string, log: (line: string) => void, requested?: MailLocale): Promise<void> {
  const link = (await issuePasswordLinks(db, [user.id], origin)).get(user.id) ?? origin;
  const mail = mailText(mailLocale(requested, storedLanguages(user)), 'passwordReset', { minutes: PASSWORD_RESET_TTL_MINUTES, link });
  await sendMail(db, { to: user.email, ...mail }, log);
}

async function mailResetLinkByEmail(db: Db, address: string, origin: string, log: (line: string) => void, requested?: MailLocale): Promise<void> {
  const [user] = (await db
    .select({ id: u.id!, locale: u.locale!, languages: u.languages! })
    .from(tableOf(users).table)
    .where(and(eq(sql`lower(${u.email!})`, address), isNull(u.archivedAt!), ne(u.role!, 'student')))
    .limit(1)) as Omit<ResetRecipient, 'email'>[];
  if (user) await mailResetLink(db, { ...user, email: address }, origin, log, requested);
}

/** The forgotten-password form's body: the seed's client names no type. */
const RESET_ASK_BODY = defineAction({ attributes: { email: email({ required: true }) } });
/**
 * The new password's body. The password is checked by the users schema's rules only once the
 * link is known to work (nothing is validated or hashed for a link that cannot be used).
 */
const RESET_CHANGE_BODY = defineAction({ attributes: { token: text(), password: text(), passwordConfirmation: text() } });

export function registerPasswordResetRoutes(app: FastifyInstance): void {
  const throttle = attemptThrottle(app.limitStore, 'reset');
  const origin = app.publicOrigin;

  app.post('/user/reset_password', { config: { public: true, doc: { tag: 'sign-in', summary: 'Mails a password reset link (the same answer whether the address is known or not)', body: RESET_ASK_BODY } } }, async (req) => {
    const { email: address } = readAction(RESET_ASK_BODY, req.body).values;
    const keys = [`reset:${req.ip}`];
    await throttle.assertOpen(keys);
    await throttle.fail(keys);
    await mailResetLinkByEmail(app.db, address, origin, (line) => req.log.info(line), requestedLocale(req.headers));
    return { meta: { message: 'If an account uses this address, an email with a link is on its way.' } };
  });

  app.patch('/user/reset_password', { config: { public: true, doc: { tag: 'sign-in', summary: "Sets a new password with a reset link's token", body: RESET_CHANGE_BODY } } }, async (req) => {
    // Every attempt counts, right or wrong: a reset is done once or twice, never in bulk.
    const keys = [`reset-change:${req.ip}`];
    await throttle.assertOpen(keys);
    await throttle.fail(keys);
    const attributes = readAction(RESET_CHANGE_BODY, req.body).values;
    const token = attributes.token ?? '';
    // The link first: nothing is validated or hashed for a link that cannot be used.
    if (!(await openReset(app.db, token))) throw invalidToken();
    const payload: Payload = {
      values: { password: attributes.password, passwordConfirmation: attributes.passwordConfirmation },
      sent: new Set(['password']),
      pointers: new Map([['password', '/data/attributes/password']]),
    };
    const values = await validatePayload(users, payload, 'update');
    const digest = await hashPassword(String(values.password));
    const changed = await app.db.transaction(async (tx) => {
      const db: Db = tx;
      // Checked again under lock: two requests with one link change the password once.
      const reset = await openReset(db, token, true);
      if (!reset) return false;
      await db.update(passwordResets).set({ usedAt: sql`now()` }).where(eq(passwordResets.id, reset.id));
      await db.update(tableOf(users).table).set({ password: digest, updatedAt: sql`now()` }).where(eq(u.id!, reset.userId));
      await endSessions(db, reset.userId);
      return true;
    });
    if (!changed) throw invalidToken();
    return { meta: { message: 'Your password has been changed.' } };
  });
}

const invalidToken = (): ApiError => ApiError.of({ status: 422, identifier: 'invalidResetToken', pointer: '/data/attributes/token' });

/** The unused, unexpired reset a link's token names, if any (locked for update inside a transaction). */
async function openReset(db: Db, token: string, lock = false): Promise<{ id: number; userId: number } | undefined> {
  if (token === '') return undefined;
  const r = passwordResets;
  const open = db
    .select({ id: r.id, userId: r.userId })
    .from(r)
    .where(and(eq(r.tokenHash, tokenDigest(token)), isNull(r.usedAt), gt(r.expiresAt, sql`now()`)));
  const [reset] = lock ? await open.for('update') : await open;
  return reset;
}
