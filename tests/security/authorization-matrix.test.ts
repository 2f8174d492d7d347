/**
 * The authorization matrix: every resource × every persona × every operation, with the expected
 * outcome derived from the resource's own access table through the kit's `grantsFor` and
 * `recordInGrant`, asserted against the real server on every database kind. Adding a resource or
 * a persona adds its rows.
 *
 * The world is built once per database kind. Tests that write act on records made for them
 * (and a scoped `self` write acts through a fresh clone of the persona), so no reset is needed
 * and no case can disturb another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, users } from '../../resources';
import { grantsFor, isUnscoped, OPERATIONS, recordInGrant, type GrantKind, type Operation, type ResourceDef, type ViewerFacts } from '../../resources/kit';
import { buildWorld, insert, PERSONAS, startTestApp, type Persona, type TestApp, type World } from '../support/testApp';
import { SAMPLE_ONE_PER_VALUE } from '../support/sampleValues';
import { createBody, fixtureTargets, nextN, placeRecord, updateAttribute, viewerFacts, type FixtureTargets, type OwnedRecord, type Placement } from '../support/fixtures';
import { testDbKinds } from '../support/testDatabase';
import { tableOf } from '../../server/db/tables';
import { findAll } from '../../server/jsonapi/repository';
import { READERS } from '../../server/readers';
import { and, eq } from 'drizzle-orm';

const kinds = await testDbKinds({ pgliteOnly: "every persona against every resource's access table: authorization over the same SQL scopes" });
const API = '/api/v1';
const SCOPE_ORDER: readonly GrantKind[] = ['org', 'orgAdmin', 'children', 'self'];

interface Actor {
  token: string;
  facts: ViewerFacts & { parentId: string | null; email: string | null };
}

const CASES = RESOURCES.flatMap((def) =>
  PERSONAS.flatMap((persona) => OPERATIONS.map((op) => [`${def.name} ${op} by ${persona}`, def, persona, op] as const)),
);

describe.each(kinds)('authorization matrix on %s', (kind) => {
  let t: TestApp;
  let world: World;
  let fx: FixtureTargets;
  const facts = {} as Record<Persona, Actor['facts']>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    world = await buildWorld(t);
    fx = await fixtureTargets(t, world);
    for (const p of PERSONAS) facts[p] = await viewerFacts(t, world.ids[p]);
  });
  afterAll(async () => t.close());

  const superGet = (def: ResourceDef, id: string) => t.request('GET', `${API}/${def.name}/${id}`, { token: world.tokens.superUser });
  /** The stored row, to prove a refused write changed nothing (not even updated_at). */
  const rowOf = async (def: ResourceDef, id: string): Promise<unknown> => {
    const { table, columns } = tableOf(def);
    return (await t.database.db.select().from(table).where(eq(columns.id!, Number(id))))[0];
  };
  /**
   * Read-only cases share their records; writing cases get their own, and so does every case of a
   * resource with one row per value (placing one frees its value: SAMPLE_ONE_PER_VALUE).
   */
  const shared = new Map<string, Promise<OwnedRecord>>();
  const place = (def: ResourceDef, where: Placement, fresh: boolean): Promise<OwnedRecord> => {
    if (fresh || SAMPLE_ONE_PER_VALUE[def.name]) return placeRecord(t, fx, def, where);
    const key = `${def.name}:${where.organizationId ?? '-'}:${where.parentId ?? '-'}:${where.userId ?? '-'}`;
    if (!shared.has(key)) shared.set(key, placeRecord(t, fx, def, where));
    return shared.get(key)!;
  };

  /**
   * Whether the resource's reader (server/readers/) lets this viewer read the record at all: it
   * narrows what the grants reach (a draft is its author's, a lesson plan is not a parent's).
   * The readers' own rules are tested in tests/contract/library-reads*.test.ts; here the matrix
   * only keeps the permission table's expectations within them.
   */
  const readerAllows = async (def: ResourceDef, viewer: ViewerFacts, id: string): Promise<boolean> => {
    const visible = READERS[def.name]?.visible?.(viewer, grantsFor(def.access.show, viewer));
    if (!visible) return true;
    return (await findAll(t.database.db, def, and(eq(tableOf(def).columns.id!, Number(id)), visible))).length > 0;
  };

  /** A stand-in for the persona with the same role, school and rights, for writes to "self". */
  async function cloneOf(persona: Persona): Promise<Actor> {
    const f = facts[persona];
    const id = await insert(t, users, {
      firstName: 'Clone',
      role: f.role,
      organizationId: f.organizationId === null ? null : Number(f.organizationId),
      parentId: f.parentId === null ? null : Number(f.parentId),
      permissions: f.permissions,
      organizationAdmin: f.organizationAdmin,
    });
    return { token: (await t.app.tokens.sign(id)).jwt, facts: { ...f, id } };
  }

  /**
   * The record a case acts on: one in reach of the persona's scoped grant when it has one, else
   * one in school A (a new global record when an unscoped grant would write it).
   */
  async function targetFor(def: ResourceDef, persona: Persona, op: Operation, grants: readonly GrantKind[]): Promise<{ actor: Actor; record: OwnedRecord }> {
    const actor: Actor = { token: world.tokens[persona], facts: facts[persona] };
    const scoped = SCOPE_ORDER.find((g) => grants.includes(g));
    const writes = op === 'update' || op === 'delete';
    if (scoped === 'self') {
      const a = writes ? await cloneOf(persona) : actor;
      // A record owned through a relation (an attendee's user) is one of theirs, not themselves.
      if (typeof def.ownership.user === 'string') return { actor: a, record: await place(def, { userId: a.facts.id }, writes) };
      return { actor: a, record: { id: a.facts.id, organizationId: a.facts.organizationId, parentId: a.facts.parentId } };
    }
    if (scoped === 'children') return { actor, record: await place(def, { parentId: actor.facts.id }, writes) };
    if (scoped) return { actor, record: await place(def, { organizationId: actor.facts.organizationId }, writes) };
    const unscopedWrite = writes && grants.some(isUnscoped) && def.ownership.organization === 'id';
    return { actor, record: await place(def, unscopedWrite ? {} : { organizationId: world.schoolA }, writes) };
  }

  async function check(def: ResourceDef, persona: Persona, op: Operation): Promise<void> {
    const opGrants = grantsFor(def.access[op], facts[persona]);
    const { actor, record } = await targetFor(def, persona, op, opGrants);
    const readable = op === 'create' || (await readerAllows(def, actor.facts, record.id));
    const reach = (gs: readonly GrantKind[]): boolean => readable && gs.some((g) => recordInGrant(g, def.ownership, actor.facts, record));
    const showGrants = grantsFor(def.access.show, actor.facts);
    const token = actor.token;
    const url = `${API}/${def.name}`;
    const n = nextN();

    if (op === 'list') {
      const res = await t.request('GET', `${url}?filter[id]=${record.id}`, { token });
      if (opGrants.length === 0) return void expect(res.status).toBe(403);
      expect(res.status).toBe(200);
      expect(res.doc.data.map((r: { id: string }) => r.id)).toEqual(reach(opGrants) ? [record.id] : []);
    } else if (op === 'show') {
      const res = await t.request('GET', `${url}/${record.id}`, { token });
      expect(res.status).toBe(showGrants.length === 0 ? 403 : reach(showGrants) ? 200 : 404);
      if (res.status === 200) expect(res.doc.data).toMatchObject({ type: def.type, id: record.id });
    } else if (op === 'create') {
      const payload = createBody(def, opGrants, fx, n, actor.facts.email) as { data: { relationships: Record<string, { data: { type: string; id: string } }> } };
      const res = await t.request('POST', url, { token, body: payload });
      // A related record the viewer may not read (another teacher's plan) is refused as not found.
      let targetsReadable = true;
      for (const { data } of Object.values(payload.data.relationships))
        targetsReadable &&= await readerAllows(RESOURCES.find((r) => r.type === data.type)!, actor.facts, data.id);
      expect(res.status, JSON.stringify(res.body)).toBe(opGrants.length === 0 ? 403 : targetsReadable ? 201 : 404);
      const { organization, parent } = def.ownership;
      const byOrg = opGrants.includes('org') || opGrants.includes('orgAdmin');
      if (res.status === 201 && organization && organization !== 'id' && !opGrants.some(isUnscoped) && byOrg)
        // A scoped creator's record lands in their own organisation.
        expect(res.doc.data.relationships[organization].data?.id).toBe(actor.facts.organizationId);
      if (res.status === 201 && parent && opGrants.length > 0 && opGrants.every((g) => g === 'children'))
        // A parent's record is their own child.
        expect(res.doc.data.relationships[parent].data?.id).toBe(actor.facts.id);
    } else {
      const before = await rowOf(def, record.id);
      const reaching = opGrants.filter((g) => reach([g]));
      // A resource nobody updates (favourites) may have no attribute to send: an empty change is refused all the same.
      const [attr, value] = op === 'update' && opGrants.length > 0 ? updateAttribute(def, reaching.length > 0 ? reaching : ['super'], n) : ['', undefined];
      const attributes = attr === '' ? {} : { [attr]: value };
      const res =
        op === 'update'
          ? await t.request('PATCH', `${url}/${record.id}`, { token, body: { data: { type: def.type, id: record.id, attributes } } })
          : await t.request('DELETE', `${url}/${record.id}`, { token });
      const allowed = reaching.length > 0 && reach(showGrants);
      if (opGrants.length === 0) expect([403, 404]).toContain(res.status);
      else expect(res.status, JSON.stringify(res.body)).toBe(!reach(showGrants) ? 404 : allowed ? (op === 'update' ? 200 : 204) : 403);
      if (!allowed) expect(await rowOf(def, record.id)).toEqual(before);
      else if (op === 'delete') {
        // A soft delete archives: a super user, who may restore it, still opens it; anything else is gone.
        const after = await superGet(def, record.id);
        if (def.softDelete) expect(after.doc.data.attributes.archived_at).toEqual(expect.any(String));
        else expect(after.status).toBe(404);
      }
      else expect(res.doc.data.attributes[attr]).toEqual(value);
    }
    await checkOtherSchool(def, actor, op, opGrants);
  }

  /** A viewer reaching only through scoped grants never reaches a record of the other school. */
  async function checkOtherSchool(def: ResourceDef, actor: Actor, op: Operation, grants: readonly GrantKind[]): Promise<void> {
    const { organization } = def.ownership;
    if (op === 'create' || grants.length === 0 || grants.some(isUnscoped) || !organization) return;
    const other = actor.facts.organizationId === world.schoolB ? world.schoolA : world.schoolB;
    const { id } = await place(def, { organizationId: other }, op === 'update' || op === 'delete');
    const token = actor.token;
    const url = `${API}/${def.name}`;
    if (op === 'list') {
      const all = await t.request('GET', `${url}?page[size]=500`, { token });
      expect(all.doc.data.map((r: { id: string }) => r.id)).not.toContain(id);
      const byId = await t.request('GET', `${url}?filter[id]=${id}`, { token });
      expect(byId.doc).toMatchObject({ data: [], meta: { total: 0 } });
      return;
    }
    const before = await rowOf(def, id);
    const [attr, value] = updateAttribute(def, ['super'], nextN());
    const res =
      op === 'show'
        ? await t.request('GET', `${url}/${id}`, { token })
        : op === 'update'
          ? await t.request('PATCH', `${url}/${id}`, { token, body: { data: { type: def.type, id, attributes: { [attr]: value } } } })
          : await t.request('DELETE', `${url}/${id}`, { token });
    expect(res.status, `${op} of the other school's ${def.name}`).toBe(404);
    expect(await rowOf(def, id)).toEqual(before);
  }

  it.each(CASES)('%s', async (_name, def, persona, op) => {
    await check(def, persona, op);
  });

  it.each(RESOURCES.flatMap((def) => OPERATIONS.map((op) => [`${def.name} ${op}`, def, op] as const)))(
    '%s without a token → 401',
    async (_name, def, op) => {
      const method = { list: 'GET', show: 'GET', create: 'POST', update: 'PATCH', delete: 'DELETE' }[op];
      const path = op === 'list' || op === 'create' ? `${API}/${def.name}` : `${API}/${def.name}/1`;
      const res = await t.request(method, path, op === 'create' || op === 'update' ? { body: { data: { type: def.type, attributes: {} } } } : {});
      expect(res.status).toBe(401);
      expect(res.doc.errors?.[0]?.meta.error_identifier).toBe('unauthenticated');
    },
  );

  it.each(PERSONAS)('GET /user works for %s', async (persona) => {
    const res = await t.request('GET', `${API}/user`, { token: world.tokens[persona] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.doc.data).toMatchObject({ type: 'users', id: world.ids[persona] });
  });

  it('both schools survive the matrix', async () => {
    // A wrongly allowed write to a shared record would show here even if its own case missed it.
    const orgs = await t.request('GET', `${API}/organizations?filter[id]=${world.schoolA},${world.schoolB}`, { token: world.tokens.superUser });
    expect(orgs.doc.meta?.total).toBe(2);
  });
});
