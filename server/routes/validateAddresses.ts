/**
 * POST /user/validate_addresses — whether an email (or username) is already used by an account
 * other than `id` (seed section 5: the sign-up form checks it, debounced 1 s). Throttled per
 * address, as any lookup by email is.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { attemptThrottle } from '../auth/attemptThrottle';
import { queryRows } from '../db/client';
import { ApiError } from '../jsonapi/errors';
import { actionAttributes } from '../jsonapi/payload';
import { isRecordId } from '../jsonapi/recordId';
import { normaliseEmail } from '../../domain/email';
import { ADDRESS_LIMITS } from '../limits/addressLimits';


export function registerValidateAddressesRoute(app: FastifyInstance): void {
  const throttle = attemptThrottle(app.limitStore, 'address_lookup', ADDRESS_LIMITS.addressChecks);
  app.post('/user/validate_addresses', { config: { public: true, doc: { tag: 'sign-in', summary: 'Whether an email address may sign up (free or organisation address, not yet used)' } } }, async (req) => {
    const { email, id } = actionAttributes(req.body, 'validateAddresses', 400);
    if (typeof email !== 'string' || email.trim() === '') throw ApiError.of({ status: 422, identifier: 'fieldNoBlank', pointer: '/data/attributes/email' });
    const keys = [`lookup:${req.ip}`];
    await throttle.assertOpen(keys);
    await throttle.fail(keys);
    const address = normaliseEmail(email);
    const except = isRecordId(id) ? Number(id) : 0;
    const rows = await queryRows<{ n: string }>(
      app.db,
      sql`SELECT count(*) AS n FROM users WHERE (lower(email) = ${address} OR lower(username) = ${address}) AND id <> ${except}`,
    );
    return {
      data: {
        type: 'validateAddresses',
        id: createHash('sha256').update(address).digest('hex').slice(0, 16),
        attributes: { email: address, exists: Number(rows[0]?.n ?? 0) > 0 },
      },
    };
  });
}
