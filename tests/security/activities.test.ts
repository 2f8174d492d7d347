/**
 * Activity records (seed 2.6: opening the student app logs one): any signed-in viewer records
 * activities as themselves only; admins who manage schools or dashboards read them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, buildWorld, startTestApp, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ pgliteOnly: 'who records and reads activities: authorization' });
const API = '/api/v1';
const OPENED = { entity_type: 'application', entity_id: 'student', verb: 'opened' };

describe.each(kinds)('activities on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
  });
  afterAll(async () => t.close());

  it('a teacher and a student record activities with themselves as the actor', async () => {
    for (const persona of ['teacherA', 'studentA'] as const) {
      const res = await t.request('POST', `${API}/activities`, { token: w.tokens[persona], body: body('activities', OPENED) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.doc.data.attributes).toMatchObject(OPENED);
      expect(res.doc.data.relationships.actor.data).toEqual({ type: 'users', id: w.ids[persona] });
    }
  });

  it('naming another actor is refused and writes nothing', async () => {
    const other = { actor: { data: { type: 'users', id: w.ids.teacherB } } };
    const res = await t.request('POST', `${API}/activities`, { token: w.tokens.teacherA, body: body('activities', OPENED, other) });
    expect(res.status).toBe(403);
    expect(res.doc.errors?.[0]?.source?.pointer).toBe('/data/relationships/actor');
    const all = await t.request('GET', `${API}/activities?filter[actor]=${w.ids.teacherB}&page[size]=500`, { token: w.tokens.superUser });
    expect(all.doc.meta?.total).toBe(0);
    const own = await t.request('GET', `${API}/activities?filter[actor]=${w.ids.teacherA}`, { token: w.tokens.superUser });
    expect(own.doc.meta?.total).toBe(1);
  });

  it("lands in the viewer's school, which another school cannot see; a viewer lists only their own, managers every one", async () => {
    const res0 = await t.request('POST', `${API}/activities`, { token: w.tokens.teacherA, body: body('activities', OPENED) });
    expect(res0.doc.data.relationships.organization.data).toEqual({ type: 'organizations', id: w.schoolA });
    expect((await t.request('GET', `${API}/activities/${res0.doc.data.id}`, { token: w.tokens.teacherB })).status).toBe(404);
    await t.request('POST', `${API}/activities`, { token: w.tokens.studentA, body: body('activities', OPENED) });
    const own = await t.request('GET', `${API}/activities`, { token: w.tokens.teacherA });
    expect(own.status).toBe(200);
    expect(new Set(own.doc.data.map((a: { relationships: { actor: { data: { id: string } } } }) => a.relationships.actor.data.id))).toEqual(new Set([w.ids.teacherA]));
    const res = await t.request('GET', `${API}/activities?sort=-createdAt`, { token: w.tokens.superUser });
    expect(res.status).toBe(200);
    expect(res.doc.meta?.total).toBeGreaterThanOrEqual(2);
  });

  it('a blank verb is refused with its pointer', async () => {
    const res = await t.request('POST', `${API}/activities`, { token: w.tokens.teacherA, body: body('activities', { ...OPENED, verb: '' }) });
    expect(res.status).toBe(422);
    expect(res.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/verb');
  });
});
