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
import { sql } from 'drizzle-orm';
import { attemptThrottle } from '../auth/attemptThrottle';
import { queryRows, type Db } from '../db/client';
import { ApiError } from '../jsonapi/errors';
import { actionAttributes } from '../jsonapi/payload';
import { sendMail } from '../mail/mailer';
import { mailText, type MailLocale } from '../../i18n/mail';

/** How long a confirmation link works (not shown in the seed). */
export const EMAIL_CONFIRMATION_TTL_DAYS = 7;
/** Unknown or spent tokens per client address and minute (not shown in the seed). */
export const CONFIRMATION_MISSES_PER_MINUTE = 30;

/** Stores a new token for the user's address and mails the link to the sign-in page. */
export async function mailConfirmationLink(db: Db, user: { id: string; email: string }, origin: string, log: (line: string) => void, locale: MailLocale = 'en'): Promise<void> {
  const token = newSecretToken();
  await db.execute(sql`INSERT INTO email_confirmations (user_id, email, token_hash, expires_at)
    VALUES (${Number(user.id)}, ${user.email}, ${tokenDigest(token)}, now() + make_interval(days => ${EMAIL_CONFIRMATION_TTL_DAYS}))`);
  const link = `${origin}/sign-in?confirmation_token=${token}`;
  await sendMail(db, { to: user.email, ...mailText(locale, 'confirmEmail', { link }) }, log);
}

/** Spends the token; false when it is unknown, used, expired or meant for another address. */
async function confirm(db: Db, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await queryRows<{ id: number; user_id: number }>(t, sql`SELECT c.id, c.user_id FROM email_confirmations c
      JOIN users u ON u.id = c.user_id AND lower(u.email) = c.email AND u.archived_at IS NULL
      WHERE c.token_hash = ${tokenDigest(token)} AND c.used_at IS NULL AND c.expires_at > now() FOR UPDATE OF c`);
    if (!row) return false;
    await t.execute(sql`UPDATE email_confirmations SET used_at = now() WHERE id = ${row.id}`);
    await t.execute(sql`UPDATE users SET email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() WHERE id = ${row.user_id}`);
    return true;
  });
}

export function registerConfirmEmailRoute(app: FastifyInstance): void {
  const throttle = attemptThrottle(CONFIRMATION_MISSES_PER_MINUTE);
  app.post('/confirm_email', { config: { public: true } }, async (req) => {
    const { token } = actionAttributes(req.body, 'confirmEmails');
    const keys = [`confirm_email:${req.ip}`];
    throttle.assertOpen(keys);
    if (typeof token !== 'string' || token === '' || !(await confirm(app.db, token))) {
      throttle.fail(keys);
      throw ApiError.of({ status: 422, identifier: 'confirmationError', pointer: '/data/attributes/token' });
    }
    return { meta: { message: 'Your email address is confirmed. You can sign in now.' } };
  });
}
