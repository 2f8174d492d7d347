/**
 * A school's classes under its address (seed 2.6): `/organizations/{id}/classes` lists, creates
 * and reads the school's classes. The school comes from the address, so a teacher or school admin,
 * who may not name a school in a body, creates classes there in their own school; under another
 * school's address they are refused, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes } from '../../resources';
import { buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';
import { schemaErrors } from '../support/jsonapiSchema';

const API = '/api/v1';

describe('a school’s classes under its address', () => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    world = await buildWorld(t);
    await insert(t, classes, { className: 'B1', organizationId: Number(world.schoolB) });
  });
  afterAll(async () => t.close());

  const create = (token: string, school: string, className: string) =>
    t.request('POST', `${API}/organizations/${school}/classes`, { token, body: { data: { type: 'classes', attributes: { class_name: className } } } });
  const namesIn = async (token: string, school: string) =>
    ((await t.request('GET', `${API}/organizations/${school}/classes`, { token })).doc.data as { attributes: { class_name: string } }[]).map((c) => c.attributes.class_name);

  it('lets a teacher and a school admin create classes in their own school there, which its list then shows', async () => {
    const byTeacher = await create(world.tokens.teacherA, world.schoolA, 'A1');
    expect(byTeacher.status, JSON.stringify(byTeacher.body)).toBe(201);
    expect(schemaErrors(byTeacher.body)).toEqual([]);
    expect(byTeacher.doc.data.relationships.organization.data.id).toBe(world.schoolA);
    expect((await create(world.tokens.schoolAdminA, world.schoolA, 'A2')).status).toBe(201);
    expect(await namesIn(world.tokens.teacherA, world.schoolA)).toEqual(expect.arrayContaining(['A1', 'A2']));
    expect(await namesIn(world.tokens.superUser, world.schoolB)).toEqual(['B1']);
  });

  it('refuses them another school’s address, writing nothing', async () => {
    const other = await create(world.tokens.teacherA, world.schoolB, 'Sneaky');
    expect(other.status).toBe(403);
    expect(schemaErrors(other.body)).toEqual([]);
    expect(await namesIn(world.tokens.superUser, world.schoolB)).toEqual(['B1']);
  });

  it('still refuses a body naming the school to those who may not write it', async () => {
    const res = await t.request('POST', `${API}/organizations/${world.schoolA}/classes`, {
      token: world.tokens.teacherA,
      body: { data: { type: 'classes', attributes: { class_name: 'Named' }, relationships: { organization: { data: { type: 'organizations', id: world.schoolA } } } } },
    });
    expect(res.status).toBe(403);
    expect(res.doc.errors?.[0]?.source?.pointer).toBe('/data/relationships/organization');
  });
});
