/**
 * Email confirmation (seed sections 2.5 and 7): sign-up mails a link carrying a random token;
 * POST /confirm_email spends it once and marks the address confirmed.
 *
 * | Method | Path           | Body (attributes) | Result                                         |
 * |--------|----------------|-------------------|------------------------------------------------|
 * | POST   | /confirm_email | token             | 200 { meta.message }; bad or used → 422 confirmationError |
 *
 * Only the token's SHA-256 is stored, with the address it was sent to: a link confirms that
 * address, never one the account changed to afterwards. Wrong tokens are throttled per client address.
 */
import { newSecretToken, tokenDigest } from '../auth/secretTokens';
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { users } from '../../resources';
import { attemptThrottle } from '../auth/attemptThrottle';
import type { Db } from '../db/client';
import { emailConfirmations } from '../db/extraTables';
import { tableOf } from '../db/tables';
import { ApiError } from '../jsonapi/errors';
import { readAction } from '../jsonapi/actionBody';
import { defineAction, text } from '../../resources/kit';
import { sendMail } from '../mail/mailer';
import { mailText, type MailLocale } from '../../i18n/mail';

/** How long a confirmation link works (not shown in the seed). */
export const EMAIL_CONFIRMATION_TTL_DAYS = 7;
/** Unknown or spent tokens per client address and minute (not shown in the seed). */
export const CONFIRMATION_MISSES_PER_MINUTE = 30;

/** Stores a new token for the user's address and mails the link to the sign-in page. */
export async function mailConfirmationLink(db: Db, user: { id: string; email: string }, origin: string, log: (line: string) => void, locale: MailLocale = 'en'): Promise<void> {
  const token = newSecretToken();
  await db.insert(emailConfirmations).values({
    userId: Number(user.id),
    email: user.email,
    tokenHash: tokenDigest(token),
    expiresAt: sql`now() + make_interval(days => ${EMAIL_CONFIRMATION_TTL_DAYS})`,
  });
  const link = `${origin}/sign-in?confirmation_token=${token}`;
  await sendMail(db, { to: user.email, ...mailText(locale, 'confirmEmail', { link }) }, log);
}

/** Spends the token; false when it is unknown, used, expired or meant for another address. */
async function confirm(db: Db, token: string): Promise<boolean> {
  const c = emailConfirmations;
  const u = tableOf(users).columns;
  return db.transaction(async (tx) => {
    const t: Db = tx;
    // Only while the account is active and still has the address the link was mailed to.
    const owner = and(eq(u.id!, c.userId), eq(sql`lower(${u.email!})`, c.email), isNull(u.archivedAt!));
    const [row] = await t
      .select({ id: c.id, userId: c.userId })
      .from(c)
      .innerJoin(tableOf(users).table, owner)
      .where(and(eq(c.tokenHash, tokenDigest(token)), isNull(c.usedAt), gt(c.expiresAt, sql`now()`)))
      .for('update', { of: c });
    if (!row) return false;
    await t.update(c).set({ usedAt: sql`now()` }).where(eq(c.id, row.id));
    await t
      .update(tableOf(users).table)
      .set({ emailConfirmedAt: sql`coalesce(${u.emailConfirmedAt!}, now())`, updatedAt: sql`now()` })
      .where(eq(u.id!, row.userId));
    return true;
  });
}

/** The mailed link's token; a blank or unknown one is the same 422. */
const CONFIRM_EMAIL_BODY = defineAction({ type: 'confirmEmails', attributes: { token: text() } });

export function registerConfirmEmailRoute(app: FastifyInstance): void {
  const throttle = attemptThrottle(app.limitStore, 'confirm_email', CONFIRMATION_MISSES_PER_MINUTE);
  app.post('/confirm_email', { config: { public: true, doc: { tag: 'sign-in', summary: "Confirms a new account's email address with the mailed token", body: CONFIRM_EMAIL_BODY } } }, async (req) => {
    const { token } = readAction(CONFIRM_EMAIL_BODY, req.body).values;
    const keys = [`confirm_email:${req.ip}`];
    await throttle.assertOpen(keys);
    if (!token || !(await confirm(app.db, token))) {
      await throttle.fail(keys);
      throw ApiError.of({ status: 422, identifier: 'confirmationError', pointer: '/data/attributes/token' });
    }
    return { meta: { message: 'Your email address is confirmed. You can sign in now.' } };
  });
}
