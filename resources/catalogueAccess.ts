import type { AccessRule, Operation } from './kit';
import type { AdminPermission } from '../domain/roles';

/** A global catalogue: every signed-in viewer reads it, holders of one permission write it. */
export function catalogueAccess(writer: AdminPermission): Record<Operation, AccessRule> {
  const write: AccessRule = { all: [writer] };
  return { list: { anyone: true }, show: { anyone: true }, create: write, update: write, delete: write };
}
