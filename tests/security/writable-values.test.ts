/**
 * Role values per grant, declared once in the users schema (`writableValues`) and applied by the
 * server as the console's forms apply them: a school admin gives teachers and students, a parent
 * adds home students; a default outside what the grant may write gives way to the first it may.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, buildWorld, startTestApp, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ pgliteOnly: 'which role values each grant may write: authorization' });
const API = '/api/v1';

describe.each(kinds)('role values per grant on %s', (kind) => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp(kind);
    world = await buildWorld(t);
  });
  afterAll(async () => t.close());

  const create = (token: string, attributes: Record<string, unknown>) => t.request('POST', `${API}/users`, { token, body: body('users', attributes) });

  it("a parent's new user without a role is their child, a home student", async () => {
    const res = await create(world.tokens.parent, { first_name: 'Kit', username: 'kit-child', password: 'child-pass' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.doc.data.attributes.role).toBe('home_student');
    expect(res.doc.data.relationships.parent.data.id).toBe(world.ids.parent);
  });

  it.each([
    ['a parent', 'parent', 'teacher'],
    ['a school admin', 'schoolAdminA', 'parent'],
    ['a school admin', 'schoolAdminA', 'home_student'],
  ] as const)('%s (%s) giving the role %s is refused on the role', async (_who, persona, role) => {
    const res = await create(world.tokens[persona], { first_name: 'No', username: `no-${persona}-${role}`, password: 'some-pass1', role });
    expect(res.status).toBe(403);
    expect(res.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/role');
  });
});
