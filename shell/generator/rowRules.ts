/**
 * Rows the list's bulk delete must skip (seed 2.6 "except rows matching the disable-row rules"),
 * per resource, beside the list hints the generator reads. The server refuses these anyway; the
 * rule spares the user a refused request and explains up front (the row cannot be selected).
 */
import type { ViewerFacts } from '../../resources/kit';

export type RowRecord = { id: string | number } & Record<string, unknown>;
export type DisableRowRule = (record: RowRecord, viewer: ViewerFacts | undefined) => boolean;

/** A user cannot delete themselves; an admin row is only for super users to delete. */
const usersRule: DisableRowRule = (record, viewer) =>
  String(record.id) === viewer?.id || (record.role === 'admin' && !viewer?.permissions.includes('super_user'));

export const DISABLE_ROW_RULES: Readonly<Record<string, DisableRowRule>> = {
  users: usersRule,
};

export function disableRowRule(resource: string): DisableRowRule {
  return DISABLE_ROW_RULES[resource] ?? (() => false);
}
