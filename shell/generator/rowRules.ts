/**
 * Rows the list's bulk delete must skip (seed 2.6 "except rows matching the disable-row rules"),
 * per resource, beside the list hints the generator reads. The server refuses these anyway; the
 * rule spares the user a refused request and explains up front (the row cannot be selected).
 */
import type { ViewerFacts } from '../../resources/kit';
import { isOwnAccount } from '../../resources/users/deleteSelf';
import { mayArchiveAccount } from '../../resources/users/adminAccounts';

export type RowRecord = { id: string | number } & Record<string, unknown>;
export type DisableRowRule = (record: RowRecord, viewer: ViewerFacts | undefined) => boolean;

/** A user cannot delete themselves (the server's rule too); an admin row is only for super users to delete. */
const usersRule: DisableRowRule = (record, viewer) =>
  isOwnAccount(viewer?.id, record.id) || !mayArchiveAccount(viewer, record.role);

export const DISABLE_ROW_RULES: Readonly<Record<string, DisableRowRule>> = {
  users: usersRule,
};

export function disableRowRule(resource: string): DisableRowRule {
  return DISABLE_ROW_RULES[resource] ?? (() => false);
}
