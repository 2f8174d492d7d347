/**
 * A create form starts from the kit's declared defaults (e.g. licensing state `trial`, meeting
 * duration 60), but only for the fields this viewer may write: a default is a value the form
 * sends, and the server refuses fields the grant may not write. Where the viewer may choose
 * fewer values than the field has, a default outside them gives way to the first they may
 * choose (a parent's new user is a home student, not the field's default teacher).
 */
import { defaultWithin } from '../../resources/kit';
import type { FormSlot } from './formFields';

export function createDefaults(slots: readonly FormSlot[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const slot of slots) {
    if (slot.type !== 'attribute' || !slot.editable || slot.field.default === undefined) continue;
    values[slot.name] = defaultWithin(slot.field.default, slot.values);
  }
  return values;
}
