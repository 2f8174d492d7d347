/**
 * An organisation admin resets a teacher's password (seed 6 and 2.6, issue 12 "School account"):
 *
 * | Method | Path                         | Result                                                        |
 * |--------|------------------------------|---------------------------------------------------------------|
 * | POST   | /users/{id}/password_reset   | 200 { meta }: the user gets the forgotten-password mail's link |
 *
 * The same authorization as editing the user (`reachableRecord(…, 'update')`), so an organisation
 * admin reaches only their own school's people (another school's: 404) and a teacher without the
 * flag nobody but themselves (403). Resetting is done for someone else: one's own password is
 * changed with the current one (profile) or by the forgotten-password form. The password is not
 * changed here: the person chooses a new one through the mailed link, which works once.
 */
import type { FastifyInstance } from 'fastify';
import { users } from '../../resources';
import type { GrantKind, ResourceDef } from '../../resources/kit';
import { ApiError, forbidden } from '../jsonapi/errors';
import { reachableRecord } from '../jsonapi/mutate';
import { readContext } from '../jsonapi/routes';
import { mailResetLink } from './passwordReset';

const def: ResourceDef = users;

/** Grants that reach the user only as oneself or one's child are not a team's: no reset through them. */
const PERSONAL_GRANTS: ReadonlySet<GrantKind> = new Set<GrantKind>(['self', 'children']);

export function registerTeacherPasswordResetRoute(app: FastifyInstance): void {
  app.post<{ Params: { id: string } }>('/users/:id/password_reset', { config: { doc: { tag: 'users', summary: "An organisation admin mails one of their teachers a password reset link", body: 'none' } } }, async (req) => {
    const ctx = readContext(app, req);
    const { record, grants } = await reachableRecord(ctx, def, req.params.id, 'update');
    if (!grants.some((g) => !PERSONAL_GRANTS.has(g))) throw forbidden();
    // Students and children sign in without an email: there is nowhere to send the link.
    if (typeof record.email !== 'string' || record.email === '') throw ApiError.of({ status: 422, identifier: 'actionNotAllowed' });
    await mailResetLink(app.db, { id: Number(record.id), email: record.email, locale: record.locale, languages: record.languages }, app.publicOrigin, (line) => req.log.info(line));
    return { meta: { message: 'An email with a link to choose a new password is on its way.', email: record.email } };
  });
}
