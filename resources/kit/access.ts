/**
 * The permission table: who may do what to a resource, and which records they reach.
 * Pure data and pure functions, evaluated by the server on every request and by the console's
 * canAccess to hide what the viewer may not do.
 */
import type { AdminPermission, PermissionName, UserRole } from '../../domain/roles';

export type Operation = 'list' | 'show' | 'create' | 'update' | 'delete';
export const OPERATIONS: readonly Operation[] = ['list', 'show', 'create', 'update', 'delete'];

/** How one viewer reaches a resource. `super` and `all` reach every school. */
export type GrantKind = 'super' | 'all' | 'anyone' | 'org' | 'orgAdmin' | 'self' | 'children';

export interface AccessRule {
  /** Nobody through the API, not even a super user: records the server alone writes (audit trail). */
  nobody?: boolean;
  /** Admin permissions that reach every school's records (super_user is always implied). */
  all?: readonly AdminPermission[];
  /** Any signed-in viewer, every record: global catalogues such as tags. */
  anyone?: boolean;
  /** Viewer roles reaching their own organisation's records. */
  org?: readonly UserRole[];
  /** Organisation admins (teachers with organizationAdmin, or user_admin), their own organisation only. */
  orgAdmin?: boolean;
  /** The viewer's own records (see Ownership.user); a list of roles limits it to those roles. */
  self?: boolean | readonly UserRole[];
  /** A parent's children. */
  children?: boolean;
}

/** Which relationships tie a record to an organisation, a user or a parent. */
export interface Ownership {
  /** A to-one relation to organizations, or 'id' when the record is the organisation. */
  organization?: string;
  /**
   * Who `self` grants reach: `true` when the record is a user (its own id), or the name of a
   * to-one relation to the owning user (a webinar attendee's `user`).
   */
  user?: true | string;
  /** A to-one relation to the parent user. */
  parent?: string;
}

export type Writable = readonly string[] | '*';

export interface ViewerFacts {
  id: string;
  role: UserRole;
  organizationId: string | null;
  permissions: readonly PermissionName[];
  organizationAdmin: boolean;
}

export function isSuperUser(viewer: ViewerFacts): boolean {
  return viewer.permissions.includes('super_user');
}

export function isOrganizationAdmin(viewer: ViewerFacts): boolean {
  return viewer.organizationAdmin || viewer.permissions.includes('user_admin');
}

/** Every way this viewer is granted the operation; empty means denied. */
export function grantsFor(rule: AccessRule | undefined, viewer: ViewerFacts): GrantKind[] {
  if (rule?.nobody) return [];
  if (isSuperUser(viewer)) return ['super'];
  if (!rule) return [];
  const grants: GrantKind[] = [];
  if (rule.all?.some((p) => viewer.permissions.includes(p))) grants.push('all');
  if (rule.anyone) grants.push('anyone');
  if (viewer.organizationId !== null) {
    if (rule.org?.includes(viewer.role)) grants.push('org');
    if (rule.orgAdmin && isOrganizationAdmin(viewer)) grants.push('orgAdmin');
  }
  if (rule.self === true || (Array.isArray(rule.self) && rule.self.includes(viewer.role))) grants.push('self');
  if (rule.children && viewer.role === 'parent') grants.push('children');
  return grants;
}

export function isUnscoped(grant: GrantKind): boolean {
  return grant === 'super' || grant === 'all' || grant === 'anyone';
}

/**
 * Whether a record (app shape: camelCase, to-one ids as `<name>Id`) lies within a grant's reach.
 * The server applies the same rule as SQL for lists; this form serves single records and the console.
 */
export function recordInGrant(
  grant: GrantKind,
  ownership: Ownership,
  viewer: ViewerFacts,
  record: Record<string, unknown>,
): boolean {
  if (isUnscoped(grant)) return true;
  const ref = (relation: string | undefined): unknown =>
    relation === undefined ? undefined : relation === 'id' ? record.id : record[`${relation}Id`];
  switch (grant) {
    case 'org':
    case 'orgAdmin':
      return ownership.organization !== undefined && sameId(ref(ownership.organization), viewer.organizationId);
    case 'self':
      if (ownership.user === true) return sameId(record.id, viewer.id);
      return ownership.user !== undefined && sameId(ref(ownership.user), viewer.id);
    case 'children':
      return ownership.parent !== undefined && sameId(ref(ownership.parent), viewer.id);
    default:
      return false;
  }
}

function sameId(a: unknown, b: string | null): boolean {
  return b !== null && a !== undefined && a !== null && String(a) === b;
}

/** Attribute and relationship names a grant may write; `super` writes everything writable. */
export function writableFor(grant: GrantKind, writable: Partial<Record<GrantKind, Writable>>): Writable {
  if (grant === 'super') return '*';
  return writable[grant] ?? (grant === 'all' ? '*' : []);
}

/** Per grant, the values it may write into an enum or list field where fewer than all (ResourceDeclaration.writableValues). */
export type WritableValues = Partial<Record<GrantKind, Readonly<Record<string, readonly string[]>>>>;

/**
 * The values of `name` these grants may write: the union over the grants that may write the
 * field; undefined when one of them may write any value (a super user always may).
 */
export function writableValuesFor(
  def: { writable: Partial<Record<GrantKind, Writable>>; writableValues: WritableValues },
  grants: readonly GrantKind[],
  name: string,
): readonly string[] | undefined {
  const values = new Set<string>();
  for (const grant of grants) {
    const writable = writableFor(grant, def.writable);
    if (writable !== '*' && !writable.includes(name)) continue;
    const only = grant === 'super' ? undefined : def.writableValues[grant]?.[name];
    if (!only) return undefined;
    for (const v of only) values.add(v);
  }
  return [...values];
}

/** A value (or every item of a list) among the allowed ones; undefined allows anything. */
export function isAllowedValue(value: unknown, allowed: readonly string[] | undefined): boolean {
  if (allowed === undefined || value === undefined || value === null) return true;
  return (Array.isArray(value) ? value : [value]).every((v) => allowed.includes(String(v)));
}

/**
 * The value a create starts from when the field is not given: its declared default, unless the
 * grants may not write that; then the first value they may (a parent's new user is a home
 * student, not the field's default teacher). Forms and server both start from it.
 */
export function defaultWithin(fallback: unknown, allowed: readonly string[] | undefined): unknown {
  if (isAllowedValue(fallback, allowed)) return fallback;
  return Array.isArray(fallback) ? [] : allowed?.[0];
}

/** A stored record's attribute equal to a value (ResourceDeclaration.writableWhile). */
export interface RecordCondition {
  field: string;
  equals: unknown;
}

/**
 * Whether a field the grants may write is open on this stored record: its `writableWhile`
 * condition holds, or an unscoped grant writes it (see ResourceDeclaration.writableWhile).
 */
export function openOnRecord(
  writableWhile: Readonly<Record<string, RecordCondition>>,
  name: string,
  grants: readonly GrantKind[],
  record: Record<string, unknown> | undefined,
): boolean {
  const condition = writableWhile[name];
  if (!condition || grants.some(isUnscoped) || record === undefined) return true;
  return record[condition.field] === condition.equals;
}

/**
 * A field that belongs only to records whose `field` holds one of `oneOf` (a teacher has no age,
 * parent or parent topics; see ResourceDeclaration.appliesTo).
 */
export interface AppliesTo {
  field: string;
  oneOf: readonly string[];
}

/** Whether a field belongs on this record; true without a rule or before the record (or its tested value) is known. */
export function appliesToRecord(
  appliesTo: Readonly<Record<string, AppliesTo>>,
  name: string,
  record: Record<string, unknown> | undefined,
): boolean {
  const rule = appliesTo[name];
  const value = record?.[rule?.field ?? ''];
  return !rule || value === undefined || value === null || ruleMatches(rule, record);
}

/**
 * Whether a rule picks out this record: its tested value is known and one of `oneOf`. Unlike
 * `appliesToRecord`, an unknown value does not count: a field is required only once the record
 * is known to need it (kit `requiredWhen`).
 */
export function ruleMatches(rule: AppliesTo | undefined, record: Record<string, unknown> | undefined): boolean {
  const value = record?.[rule?.field ?? ''];
  return rule !== undefined && value !== undefined && value !== null && rule.oneOf.includes(String(value));
}
