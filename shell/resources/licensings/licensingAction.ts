/**
 * The one non-CRUD call of the licensing screen, beside the generic data provider:
 *
 * | Call                                   | HTTP                                                      |
 * |----------------------------------------|-----------------------------------------------------------|
 * | licensingAction(send, id, action, st?) | POST /licensings/{id}/actions {data: {type: 'licensingActions', attributes: {action, seat_type?}}} |
 *
 * Errors arrive as react-admin HttpErrors whose message is a translation key (code 805 →
 * `errors.api.actionNotAllowed`), from the shared `createSend`.
 */
import type { LicensingAction, SeatType } from '../../../domain/licensing';
import type { Send } from '../../../dataProvider';

export async function licensingAction(send: Send, id: string, action: LicensingAction, seatType?: SeatType): Promise<void> {
  await send({
    method: 'POST',
    path: `/licensings/${encodeURIComponent(id)}/actions`,
    body: { data: { type: 'licensingActions', attributes: { action, ...(seatType ? { seat_type: seatType } : {}) } } },
  });
}
