/** The invite screen's list rules (seed sections 2.4 and 5): lower-cased, trimmed, valid, no duplicates. */
import { isValidEmail, normaliseEmail } from '../../../resources/kit/validation';

export function addInvitee(list: readonly string[], typed: string): string[] {
  const email = normaliseEmail(typed);
  if (!isValidEmail(email) || list.includes(email)) return [...list];
  return [...list, email];
}

export function removeInvitee(list: readonly string[], email: string): string[] {
  return list.filter((e) => e !== email);
}
