/**
 * An audit entry's action in words: the i18n key of a stored action code. Seat actions are
 * stored as `add_seat:supplementary` and the sign-up wizard's plan step as `plan:webinar`
 * (server/hooks/signUpLicensing.ts); their key joins with `_` because i18next reads `:` as a
 * namespace separator. Unknown codes fall back to the code itself (the caller's default).
 */
import { isLicensingAction, isSeatType } from '../../../domain/licensing';
import { PLANS } from '../../../domain/signUp';

/** Writes that are not licensing actions: generic ones, and the trial a school's sign-up starts (server/hooks/signUpLicensing.ts). */
const GENERIC_ACTIONS = new Set(['create', 'update', 'delete', 'sign_up']);

export function auditActionKey(action: string): string | undefined {
  const [name = '', seat, ...rest] = action.split(':');
  if (rest.length > 0) return undefined;
  if (seat === undefined) return isLicensingAction(name) || GENERIC_ACTIONS.has(name) ? `resources.audit_entries.actions.${name}` : undefined;
  const known = (isLicensingAction(name) && isSeatType(seat)) || (name === 'plan' && (PLANS as readonly string[]).includes(seat));
  return known ? `resources.audit_entries.actions.${name}_${seat}` : undefined;
}
