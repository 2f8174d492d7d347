/**
 * The console side of the kit's permission table: hides what the server would refuse. The server
 * checks every request anyway; this only decides what to show.
 */
import { grantsFor, recordInGrant, type Operation, type ViewerFacts } from '../resources/kit';
import { definitionFor } from '../dataProvider/resolve';
import { reachesResourceScreens } from './screenReach';
import { viewerFacts, type Viewer } from './viewer';

export interface AccessQuery {
  resource: string;
  action: string;
  record?: Record<string, unknown> | undefined;
}

const OPERATION_OF_ACTION: Record<string, Operation> = {
  list: 'list',
  show: 'show',
  create: 'create',
  edit: 'update',
  delete: 'delete',
};

/** Other actions (export, clone, custom buttons) ride on the right to list. */
export function operationOf(action: string): Operation {
  return OPERATION_OF_ACTION[action] ?? 'list';
}

/**
 * Unknown resources are denied: a screen the kit does not declare has no rule to allow it. Roles
 * that reach no resource screen (`screenReach.ts`: parents, children) are denied every one, even
 * what the server lets them read for their own pages.
 */
export function canAccessWith(viewer: Viewer, query: AccessQuery): boolean {
  return canAccessAs(viewerFacts(viewer), query);
}

/** The same rule from the kit's viewer facts (what react-admin's permissions hold: the generator's view of the viewer). */
export function canAccessAs(facts: ViewerFacts, query: AccessQuery): boolean {
  if (!reachesResourceScreens(facts.role)) return false;
  const def = definitionFor(query.resource);
  if (!def) return false;
  const grants = grantsFor(def.access[operationOf(query.action)], facts);
  if (grants.length === 0) return false;
  const { record } = query;
  return record === undefined || grants.some((grant) => recordInGrant(grant, def.ownership, facts, record));
}
