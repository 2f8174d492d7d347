/**
 * Licensing actions (seed section 4): the only way besides super users to change a licensing's
 * state, expiry and seats. The rules are domain/licensing.ts; the change and its audit entry are
 * written in one transaction with the licensing row locked, so concurrent actions serialise.
 *
 * | Method | Path                        | Body (attributes)                  | Result                     |
 * |--------|-----------------------------|------------------------------------|----------------------------|
 * | POST   | /licensings/{id}/actions    | action, seat_type (seat actions)   | 200 the updated licensing  |
 *
 * Unknown action or seat type → 422 `oneOf` naming the choices; missing seat type → 422; closed
 * action or no seat to remove → 422 code 805 (`actionNotAllowed`); no update right → 403 (404
 * outside your reach).
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { licensings } from '../../resources';
import { defineAction, enumOf, type ResourceDef } from '../../resources/kit';
import { ActionRefused, applyAction, LICENSING_ACTIONS, licensingValuesOf, SEAT_TYPES, type LicensingAction, type LicensingValues, type SeatType } from '../../domain/licensing';
import { isoDay } from '../../domain/subscription';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { ApiError } from '../jsonapi/errors';
import { readAction } from '../jsonapi/actionBody';
import { reachableRecord } from '../jsonapi/mutate';
import { parseReadQuery, type RawQuery } from '../jsonapi/query';
import { readContext, showDocument } from '../jsonapi/routes';
import { readLicensing, writeAuditEntry } from '../hooks/auditTrail';
import type { Viewer } from '../auth/viewer';
import { parseId } from '../jsonapi/recordId';

const def: ResourceDef = licensings;
const ACTION_POINTER = '/data/attributes/action';
const SEAT_POINTER = '/data/attributes/seat_type';

interface ActionRequest {
  action: LicensingAction;
  seatType?: SeatType;
}

const LICENSING_ACTION_BODY = defineAction({
  type: 'licensingActions',
  attributes: { action: enumOf(LICENSING_ACTIONS, { required: true }), seatType: enumOf(SEAT_TYPES) },
});

function readActionRequest(body: unknown): ActionRequest {
  const { action, seatType } = readAction(LICENSING_ACTION_BODY, body).values;
  if ((action === 'add_seat' || action === 'remove_seat') && seatType == null)
    throw ApiError.of({ status: 422, identifier: 'fieldNoBlank', pointer: SEAT_POINTER });
  return { action, ...(seatType ? { seatType } : {}) };
}


/** Locks the row, applies the action to its current values and records the change. */
async function performAction(db: Db, viewer: Viewer, id: string, req: ActionRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tableOf(def);
    const txDb: Db = tx;
    await txDb.select({ id: t.columns.id! }).from(t.table).where(eq(t.columns.id!, parseId(id))).for('update');
    const before = await readLicensing(txDb, id);
    if (!before) throw ApiError.of({ status: 404, identifier: 'notFound' });
    let next: LicensingValues;
    try {
      next = applyAction(licensingValuesOf(before), req.action, isoDay(new Date()), req.seatType ? { seatType: req.seatType } : {});
    } catch (err) {
      if (!(err instanceof ActionRefused)) throw err;
      const pointer = err.reason === 'noSeat' ? SEAT_POINTER : ACTION_POINTER;
      throw ApiError.of({ status: 422, identifier: 'actionNotAllowed', detail: err.message, pointer });
    }
    await txDb.update(t.table).set(next).where(eq(t.columns.id!, parseId(id)));
    const after = await readLicensing(txDb, id);
    const action = req.seatType ? `${req.action}:${req.seatType}` : req.action;
    await writeAuditEntry(txDb, { actorId: viewer.id, organizationId: String(before.organizationId), licensingId: id, action, before, after });
  });
}

export function registerLicensingActionRoutes(app: FastifyInstance): void {
  app.post<{ Params: { id: string } }>('/licensings/:id/actions', { config: { doc: { tag: 'licensings', summary: "Acts on a school's licensing (start, extend, end a trial or subscription), with its audit entry", body: LICENSING_ACTION_BODY } } }, async (req) => {
    const ctx = readContext(app, req);
    // Who may act is who may update the licensing (licensing admins, super users), in reach.
    await reachableRecord(ctx, def, req.params.id, 'update');
    const request = readActionRequest(req.body);
    await performAction(ctx.db, ctx.viewer, req.params.id, request);
    return showDocument(ctx, def, req.params.id, parseReadQuery(def, req.query as RawQuery));
  });
}
