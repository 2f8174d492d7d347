/**
 * A create or delete that fails for a reason the client cannot fix (here the database refuses
 * every write of a table, as a full disk or a failed migration would) is a 500 that says which
 * write failed, with the seed's codes: 810 creation error (a person's account: userCreateFail),
 * 811 deletion error. Nothing else of the failure reaches the client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { tags } from '../../resources';
import { body, buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';
import { expectValidDocument } from '../support/jsonapiSchema';

const API = '/api/v1';

describe('writes the database refuses', () => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    world = await buildWorld(t);
    const db = t.database.db;
    await db.execute(sql`CREATE FUNCTION refuse_write() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'storage is full'; END $$ LANGUAGE plpgsql`);
  });
  afterAll(async () => {
    // The test database is emptied and handed to the next file: its triggers must go with it.
    await t.database.db.execute(sql`DROP FUNCTION refuse_write() CASCADE`);
    await t.close();
  });

  const refuse = (table: 'tags' | 'users', op: 'INSERT' | 'DELETE') =>
    t.database.db.execute(sql.raw(`CREATE TRIGGER refuse_${table}_${op.toLowerCase()} BEFORE ${op} ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_write()`));
  const fault = (res: { doc: { errors?: { code?: string; meta?: { error_identifier?: string }; detail?: string }[] } }) => {
    const [error] = res.doc.errors ?? [];
    return [error?.code, error?.meta?.error_identifier, error?.detail];
  };

  it('says 810 for a record that could not be created, 811 for one that could not be deleted', async () => {
    const tagId = await insert(t, tags, { name: 'Kept' });
    await refuse('tags', 'INSERT');
    await refuse('tags', 'DELETE');
    const created = await t.request('POST', `${API}/tags`, { token: world.tokens.superUser, body: body('tags', { name: 'Refused' }) });
    expectValidDocument(created, 500);
    expect(fault(created)).toEqual(['810', 'creationError', 'The record could not be created.']);
    expect(JSON.stringify(created.body)).not.toContain('storage is full');
    const deleted = await t.request('DELETE', `${API}/tags/${tagId}`, { token: world.tokens.superUser });
    expectValidDocument(deleted, 500);
    expect(fault(deleted)).toEqual(['811', 'deletionError', 'The record could not be deleted.']);
    // Nothing was lost: the tag is still there.
    const read = await t.request('GET', `${API}/tags/${tagId}`, { token: world.tokens.superUser });
    expect(read.doc.data.attributes.name).toBe('Kept');
  });

  it('says userCreateFail (810) for a person’s account that could not be created', async () => {
    await refuse('users', 'INSERT');
    const res = await t.request('POST', `${API}/users`, {
      token: world.tokens.superUser,
      body: body('users', { first_name: 'Nia', last_name: 'New', email: 'nia@school-a.test', role: 'teacher' }, { organization: { data: { type: 'organizations', id: world.schoolA } } }),
    });
    expectValidDocument(res, 500);
    expect(fault(res)).toEqual(['810', 'userCreateFail', 'The account could not be created. Please try again or contact support.']);
  });
});
