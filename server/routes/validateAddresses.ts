/**
 * POST /user/validate_addresses — whether an email (or username) is already used by an account
 * other than `id` (seed section 5: the sign-up form checks it, debounced 1 s). Throttled per
 * address, as any lookup by email is.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, count, eq, ne, or, sql } from 'drizzle-orm';
import { attemptThrottle } from '../auth/attemptThrottle';
import { tableOf } from '../db/tables';
import { users } from '../../resources';
import { readAction } from '../jsonapi/actionBody';
import { defineAction, integer, text } from '../../resources/kit';
import { normaliseEmail } from '../../domain/email';
import { ADDRESS_LIMITS } from '../limits/addressLimits';

/** An email or a username (so text, not email), and the account to leave out (your own). */
const VALIDATE_ADDRESS_BODY = defineAction({ type: 'validateAddresses', typeMismatch: 400, attributes: { email: text({ required: true }), id: integer({ min: 1 }) } });

export function registerValidateAddressesRoute(app: FastifyInstance): void {
  const throttle = attemptThrottle(app.limitStore, 'address_lookup', ADDRESS_LIMITS.addressChecks);
  app.post('/user/validate_addresses', { config: { public: true, doc: { tag: 'sign-in', summary: 'Whether an email address may sign up (free or organisation address, not yet used)', body: VALIDATE_ADDRESS_BODY } } }, async (req) => {
    const { email, id } = readAction(VALIDATE_ADDRESS_BODY, req.body).values;
    const keys = [`lookup:${req.ip}`];
    await throttle.assertOpen(keys);
    await throttle.fail(keys);
    const address = normaliseEmail(email);
    const except = id ?? 0;
    const { table, columns: u } = tableOf(users);
    const rows = await app.db
      .select({ n: count() })
      .from(table)
      .where(and(or(eq(sql`lower(${u.email!})`, address), eq(sql`lower(${u.username!})`, address)), ne(u.id!, except)));
    return {
      data: {
        type: 'validateAddresses',
        id: createHash('sha256').update(address).digest('hex').slice(0, 16),
        attributes: { email: address, exists: Number(rows[0]?.n ?? 0) > 0 },
      },
    };
  });
}
