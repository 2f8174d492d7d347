/**
 * Records made to order from a resource definition, for tests that must not know resources by
 * hand (the authorization matrix): the smallest valid row, a create payload a grant may send,
 * an update attribute a grant may write, and the viewer facts of a stored user.
 */
import { eq } from 'drizzle-orm';
import { meeting_occurrences, meetings, RESOURCES, users } from '../../resources';
import { wireName, writableFor, type GrantKind, type ResourceDef, type ViewerFacts } from '../../resources/kit';
import type { PermissionName, UserRole } from '../../domain/roles';
import { tableOf } from '../../server/db/tables';
import { insert, type TestApp, type World } from './testApp';
import { SAMPLE_ALSO, SAMPLE_FRESH_TARGET, SAMPLE_LEAVE_OUT, SAMPLE_ONE_PER_VALUE, sampleAttributes, sampleOverride } from './sampleValues';
import { insertContent, insertSiblingTask, libraryTargets } from './libraryFixtures';

/** Where a record sits: which organisation owns it and which parent (users) it belongs to. */
export interface Placement {
  organizationId?: string | null;
  parentId?: string | null;
  /** The owning user, for records owned through a relation (a webinar attendee's user). */
  userId?: string;
}

/** The record as `recordInGrant` reads it: id plus the ownership foreign keys. */
export type OwnedRecord = { id: string } & Record<string, unknown>;

let counter = 1000;
/** A fresh number per call, so unique attributes (licence names) never collide. */
export const nextN = (): number => ++counter;

/** Targets of required to-one relations that are not about ownership. */
export interface FixtureTargets {
  world: World;
  meetingId: string;
  /** A future session of that meeting (people book only sessions still ahead). */
  occurrenceId: string;
  /** Library records by resource name: an item, a published collection, a plan and its activity. */
  library: Record<string, string>;
}

export async function fixtureTargets(t: TestApp, world: World): Promise<FixtureTargets> {
  const meetingId = await insert(t, meetings, { name: 'Fixture webinar', duration: 30, startDate: '2027-01-01' });
  const start = new Date(Date.now() + 7 * 86_400_000);
  const occurrenceId = await insert(t, meeting_occurrences, { meetingId: Number(meetingId), startDate: start, endDate: new Date(start.getTime() + 1_800_000) });
  return { world, meetingId, occurrenceId, library: await libraryTargets(t, world) };
}

function relationTarget(resource: string, fx: FixtureTargets): string | undefined {
  const ids: Record<string, string> = {
    ...fx.library,
    organizations: fx.world.schoolA,
    licenses: fx.world.licenseId,
    users: fx.world.ids.teacherA,
    meetings: fx.meetingId,
    meeting_occurrences: fx.occurrenceId,
  };
  return ids[resource];
}

/** Required attributes in app shape: their default, else a sample value. */
function requiredValues(def: ResourceDef, n: number): Record<string, unknown> {
  const samples = sampleAttributes(def, n);
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(def.attributes)) {
    if (!field.required || field.readOnly) continue;
    const v = sampleOverride(def, name) ?? field.default ?? samples[wireName(name, field)];
    out[name] = field.kind === 'datetime' && typeof v === 'string' ? new Date(v) : v;
  }
  return out;
}

/**
 * Inserts the smallest valid record of a resource, owned as `place` says, and returns it in the
 * shape `recordInGrant` reads. An organisation placed "in" an organisation is that organisation.
 */
export async function placeRecord(t: TestApp, fx: FixtureTargets, def: ResourceDef, place: Placement): Promise<OwnedRecord> {
  const { organization, parent, user } = def.ownership;
  if (organization === 'id' && place.organizationId) return { id: place.organizationId };
  const values = requiredValues(def, nextN());
  for (const [name, rel] of Object.entries(def.relationships)) {
    if (rel.kind !== 'toOne' || !(rel.required || SAMPLE_ALSO[def.name]?.includes(name))) continue;
    const id = SAMPLE_FRESH_TARGET[def.name]?.includes(name) ? await freshTarget(t, fx, rel.resource) : relationTarget(rel.resource, fx);
    if (!id) throw new Error(`no fixture for ${rel.resource}`);
    values[`${name}Id`] = Number(id);
  }
  if (organization && organization !== 'id' && place.organizationId !== undefined)
    values[`${organization}Id`] = place.organizationId === null ? null : Number(place.organizationId);
  if (parent && place.parentId) {
    values[`${parent}Id`] = Number(place.parentId);
    // A parent's children are home students (seed section 3).
    if (def === users) values.role = 'home_student';
  }
  if (typeof user === 'string' && place.userId) values[`${user}Id`] = Number(place.userId);
  const exclusive = SAMPLE_ONE_PER_VALUE[def.name];
  if (exclusive) {
    const { table, columns } = tableOf(def);
    await t.database.db.delete(table).where(eq(columns[exclusive]!, values[exclusive]));
  }
  const id = await insert(t, def, values);
  const record: OwnedRecord = { id };
  for (const key of Object.keys(values)) if (key.endsWith('Id')) record[key] = String(values[key]);
  return record;
}

/** A new record for a relationship whose target must be unique per owner (SAMPLE_FRESH_TARGET). */
function freshTarget(t: TestApp, fx: FixtureTargets, resource: string): Promise<string> {
  if (resource === 'lesson_plan_tasks') return insertSiblingTask(t, fx.library.lesson_plan_tasks!);
  if (resource !== 'contents') throw new Error(`no fresh fixture for ${resource}`);
  return insertContent(t);
}

/** Viewer facts straight from the users table (not through the server's own loader). */
export async function viewerFacts(t: TestApp, id: string): Promise<ViewerFacts & { parentId: string | null; email: string | null }> {
  const c = tableOf(users).columns;
  const rows = (await t.database.db
    .select({ role: c.role!, org: c.organizationId!, permissions: c.permissions!, orgAdmin: c.organizationAdmin!, parent: c.parentId!, email: c.email! })
    .from(tableOf(users).table)
    .where(eq(c.id!, Number(id)))) as { role: UserRole; org: number | null; permissions: PermissionName[]; orgAdmin: boolean | null; parent: number | null; email: string | null }[];
  const row = rows[0];
  if (!row) throw new Error(`no user ${id}`);
  return {
    id,
    role: row.role,
    organizationId: row.org === null ? null : String(row.org),
    permissions: row.permissions,
    organizationAdmin: row.orgAdmin === true,
    parentId: row.parent === null ? null : String(row.parent),
    email: row.email,
  };
}

/** Whether any of the grants may write the named field. */
export function mayWrite(def: ResourceDef, grants: readonly GrantKind[], name: string): boolean {
  return grants.some((g) => {
    const w = writableFor(g, def.writable);
    return w === '*' || w.includes(name);
  });
}

/** A harmless attribute to PATCH (not read-only, unique or secret) that the grants may write. */
export function updateAttribute(def: ResourceDef, grants: readonly GrantKind[], n: number): [string, unknown] {
  const samples = sampleAttributes(def, n);
  for (const [name, field] of Object.entries(def.attributes)) {
    if (field.readOnly || field.unique || field.kind === 'password') continue;
    if (grants.length > 0 && !mayWrite(def, grants, name)) continue;
    const wire = wireName(name, field);
    return [wire, samples[wire]];
  }
  throw new Error(`${def.name}: nothing these grants may write`);
}

/**
 * A create body the grants may send: required attributes (default or sample) and required
 * to-one relations, leaving out what the grant may not write (a scoped viewer's organisation is
 * filled in by the server).
 */
export function createBody(def: ResourceDef, grants: readonly GrantKind[], fx: FixtureTargets, n: number, actorEmail: string | null = null): unknown {
  const samples = sampleAttributes(def, n);
  const attributes: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(def.attributes)) {
    if (!field.required || field.readOnly) continue;
    attributes[wireName(name, field)] = sampleOverride(def, name) ?? field.default ?? samples[wireName(name, field)];
  }
  // What a parent creates is a child of theirs: a home student who signs in with a username (seed sections 1 and 3).
  if (def === users && grants.length > 0 && grants.every((g) => g === 'children'))
    Object.assign(attributes, { role: 'home_student', username: `child${n}`, password: 'child-password' });
  // What a person books for themselves is under their own email, for a session still ahead.
  const bySelf = typeof def.ownership.user === 'string' && grants.length > 0 && grants.every((g) => g === 'self');
  if (bySelf && 'email' in def.attributes) attributes.email = actorEmail;
  const relationships: Record<string, unknown> = {};
  for (const [name, rel] of Object.entries(def.relationships)) {
    // Read-only relations are the server's to set.
    if (rel.kind !== 'toOne' || rel.readOnly) continue;
    // A person's own record names no owner: the server makes it the viewer.
    if (bySelf && name === def.ownership.user) continue;
    const named = rel.required || bySelf || SAMPLE_ALSO[def.name]?.includes(name);
    if (!named || SAMPLE_LEAVE_OUT[def.name]?.includes(name) || !mayWrite(def, grants, name)) continue;
    const id = relationTarget(rel.resource, fx);
    const type = RESOURCES.find((r) => r.name === rel.resource)!.type;
    if (id) relationships[wireName(name, rel)] = { data: { type, id } };
  }
  return { data: { type: def.type, attributes, relationships } };
}
