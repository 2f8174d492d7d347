/**
 * Every resource round-trips create → read → update → list → delete as a super user, on every
 * database kind, with payloads derived from its definition. Adding a resource adds its test.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { meetings, RESOURCES } from '../../resources';
import { appliesToRecord, wireName, type Operation, type ResourceDef } from '../../resources/kit';
import { placeRecord } from '../support/fixtures';
import { body, buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';
import { SAMPLE_LEAVE_OUT, sampleAttributes } from '../support/sampleValues';
import { libraryTargets } from '../support/libraryFixtures';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ postgres: "every resource's columns written and read back through each driver (dates, arrays, jsonb), and deletes blocked by foreign keys (PostgreSQL 15 raises 23503 where PGlite, PostgreSQL 17, raises 23001)" });

/** Required to-one relations point at records of the test world, where they belong on the record `attributes` describe (appliesTo). */
function requiredRelationships(def: ResourceDef, world: World, meetingId: string, library: Record<string, string>, attributes: Record<string, unknown>): Record<string, unknown> {
  const targets: Record<string, string> = {
    ...library,
    organizations: world.schoolA,
    licenses: world.licenseId,
    users: world.ids.teacherA,
    meetings: meetingId,
  };
  const out: Record<string, unknown> = {};
  for (const [name, rel] of Object.entries(def.relationships)) {
    // Read-only relations are the server's to set (a plan's author and school).
    if (rel.kind !== 'toOne' || rel.readOnly || SAMPLE_LEAVE_OUT[def.name]?.includes(name) || !appliesToRecord(def.appliesTo, name, attributes)) continue;
    const id = targets[rel.resource];
    if (rel.required && !id) throw new Error(`no fixture for ${rel.resource}`);
    if (id) out[wireName(name, rel)] = { data: { type: RESOURCES.find((r) => r.name === rel.resource)!.type, id } };
  }
  return out;
}

// Fields with cross-record rules are exercised by their own tests.
const SKIP: Record<string, string[]> = { users: ['permissions', 'username'] };

describe.each(kinds)('resource contract on %s', (kind) => {
  let t: TestApp;
  let world: World;
  let meetingId: string;
  let library: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.reset();
    world = await buildWorld(t);
    meetingId = await insert(t, meetings, { name: 'Fixture webinar', duration: 30, startDate: '2027-01-01' });
    library = await libraryTargets(t, world);
  });

  it.each(RESOURCES.map((d) => [d.name, d] as const))('%s: create, read, update, list, delete', async (_name, def) => {
    const token = world.tokens.superUser;
    const url = `/api/v1/${def.name}`;
    // Operations the schema reserves for the server (`nobody`) are refused even to a super user.
    const served = (op: Operation): boolean => def.access[op]?.nobody !== true;
    const attributes = sampleAttributes(def, 1, SKIP[def.name]);
    const rels = requiredRelationships(def, world, meetingId, library, attributes);
    const created = await t.request('POST', url, { token, body: body(def.type, attributes, rels) });
    let id: string;
    if (served('create')) {
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      id = created.doc.data.id as string;
      expect(created.headers.location).toBe(`${url}/${id}`);
    } else {
      expect(created.status).toBe(403);
      id = (await placeRecord(t, { world, meetingId, occurrenceId: '', library }, def, { organizationId: world.schoolA })).id;
    }

    const shown = await t.request('GET', `${url}/${id}`, { token });
    expect(shown.status).toBe(200);
    expect(shown.doc.data).toMatchObject({ type: def.type, id });

    const update = sampleAttributes(def, 2, SKIP[def.name]);
    const patched = await t.request('PATCH', `${url}/${id}`, { token, body: body(def.type, update, undefined, id) });
    if (served('update')) {
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
      const [firstKey] = Object.keys(update).filter((k) => !/password/.test(k));
      if (firstKey) expect(patched.doc.data.attributes[firstKey]).toEqual(firstKey === 'email' ? String(update[firstKey]).toLowerCase() : update[firstKey]);
    } else expect(patched.status).toBe(403);

    const listed = await t.request('GET', `${url}?filter[id]=${id}`, { token });
    expect(listed.status).toBe(200);
    expect(listed.doc.data.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(listed.doc.meta?.total).toBe(1);

    const deleted = await t.request('DELETE', `${url}/${id}`, { token });
    expect(deleted.status).toBe(served('delete') ? 204 : 403);
    const after = await t.request('GET', `${url}/${id}`, { token });
    // A soft-deleted record still opens, archived, for a super user (who may restore it).
    if (served('delete') && def.softDelete) expect(after.doc.data.attributes.archived_at).toEqual(expect.any(String));
    else expect(after.status).toBe(served('delete') ? 404 : 200);
  });
});
