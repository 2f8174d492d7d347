/**
 * Forgotten passwords (seed sections 2.5 and 7):
 *   POST  /user/reset_password  { email }                                  → 200, mails a link if the account exists
 *   PATCH /user/reset_password  { token, password, password_confirmation } → 200, or 422 for a bad token
 * The link carries a random token; only its SHA-256 is stored, it expires and works once. The
 * answer to POST never says whether the address has an account.
 */
import { tokenDigest } from '../auth/secretTokens';
import { issuePasswordLinks } from '../auth/passwordLinks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { users } from '../../resources';
import { PASSWORD_RESET_TTL_MINUTES } from '../../domain/constants';
import { isValidEmail } from '../../domain/email';
import { hashPassword } from '../auth/passwords';
import { attemptThrottle } from '../auth/attemptThrottle';
import { queryRows, type Db } from '../db/client';
import { ApiError } from '../jsonapi/errors';
import { actionAttributes, validatePayload, type Payload } from '../jsonapi/payload';
import { sendMail } from '../mail/mailer';

async function mailResetLink(db: Db, email: string, origin: string, log: (line: string) => void): Promise<void> {
  const [user] = await queryRows<{ id: number }>(db, sql`SELECT id FROM users WHERE lower(email) = ${email} AND archived_at IS NULL AND role <> 'student' LIMIT 1`);
  if (!user) return;
  const link = (await issuePasswordLinks(db, [user.id], origin)).get(user.id) ?? origin;
  await sendMail(db, { to: email, subject: 'Reset your password', body: `Choose a new password here (the link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes):\n${link}` }, log);
}

export function registerPasswordResetRoutes(app: FastifyInstance): void {
  const throttle = attemptThrottle();
  const origin = app.publicOrigin;

  app.post('/user/reset_password', { config: { public: true } }, async (req) => {
    const email = actionAttributes(req.body).email;
    if (typeof email !== 'string' || !isValidEmail(email))
      throw ApiError.of({ status: 422, identifier: 'emailInvalid', pointer: '/data/attributes/email' });
    const keys = [`reset:${req.ip}`];
    throttle.assertOpen(keys);
    throttle.fail(keys);
    await mailResetLink(app.db, email.trim().toLowerCase(), origin, (line) => req.log.info(line));
    return { meta: { message: 'If an account uses this address, an email with a link is on its way.' } };
  });

  app.patch('/user/reset_password', { config: { public: true } }, async (req) => {
    const attributes = actionAttributes(req.body);
    const payload: Payload = {
      values: { password: attributes.password, passwordConfirmation: attributes.password_confirmation },
      sent: new Set(['password']),
      pointers: new Map([['password', '/data/attributes/password']]),
    };
    const values = await validatePayload(users, payload, 'update');
    const token = typeof attributes.token === 'string' ? attributes.token : '';
    const digest = await hashPassword(String(values.password));
    const changed = await app.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [reset] = await queryRows<{ id: number; user_id: number }>(db, sql`SELECT id, user_id FROM password_resets
        WHERE token_hash = ${tokenDigest(token)} AND used_at IS NULL AND expires_at > now() FOR UPDATE`);
      if (!reset) return false;
      await db.execute(sql`UPDATE password_resets SET used_at = now() WHERE id = ${reset.id}`);
      await db.execute(sql`UPDATE users SET password_digest = ${digest}, updated_at = now() WHERE id = ${reset.user_id}`);
      return true;
    });
    if (!changed) throw ApiError.of({ status: 422, identifier: 'invalidResetToken', pointer: '/data/attributes/token' });
    return { meta: { message: 'Your password has been changed.' } };
  });
}
