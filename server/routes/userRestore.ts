/**
 * Restores an archived (soft-deleted) user: the reverse of `DELETE /users/{id}`.
 *
 * | Method | Path                     | Result                                              |
 * |--------|--------------------------|-----------------------------------------------------|
 * | POST   | /users/{id}/restore      | 200 the restored user; 422 802/801/803/804 when it no longer fits |
 *
 * Same authorization as delete, on a lookup that also sees archived rows; restoring takes a seat
 * again, so the seat limits and email uniqueness are checked as for a new user.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { tableOf } from '../db/tables';
import { beforeRestore } from '../hooks/users';
import { translateDbError } from '../jsonapi/dbErrors';
import { pointerFor } from '../jsonapi/payload';
import { parseReadQuery, type RawQuery } from '../jsonapi/query';
import { restorableRecord } from '../jsonapi/mutate';
import { readContext, showDocument } from '../jsonapi/routes';
import type { Db } from '../db/client';
import type { Viewer } from '../auth/viewer';
import { parseId } from '../jsonapi/recordId';

const def: ResourceDef = users;

export async function restoreUser(db: Db, viewer: Viewer, id: string): Promise<void> {
  const { record, grants } = await restorableRecord({ db, viewer }, def, id);
  if (record.archivedAt == null) return; // already active: restoring is idempotent
  const t = tableOf(def);
  await translateDbError(def, undefined, () =>
    db.transaction(async (tx) => {
      const txDb: Db = tx;
      await beforeRestore({ db: txDb, viewer, def, op: 'update', grants, record, values: {}, now: new Date(), pointerOf: (n) => pointerFor(def, n) });
      await txDb.update(t.table).set({ archivedAt: null, updatedAt: new Date() }).where(eq(t.columns.id!, parseId(id)));
    }),
  );
}

export function registerUserRestoreRoute(app: FastifyInstance): void {
  app.post<{ Params: { id: string } }>('/users/:id/restore', { config: { doc: { tag: 'users', summary: 'Restores an archived person within the seat limit', body: 'none' } } }, async (req) => {
    const ctx = readContext(app, req);
    await restoreUser(ctx.db, ctx.viewer, req.params.id);
    return showDocument(ctx, def, req.params.id, parseReadQuery(def, req.query as RawQuery));
  });
}
