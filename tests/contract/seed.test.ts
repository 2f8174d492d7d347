/**
 * The demo seed is idempotent: a second run adds nothing, and the accounts the README lists
 * exist with the documented roles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client';
import { GENERATED_USERS, seedDemo } from '../../server/db/seed/demo';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const TABLES = ['organizations', 'licensings', 'licenses', 'users', 'tags', 'tag_groups', 'curriculums', 'meetings', 'meeting_occurrences'];

async function counts(db: TestDatabase): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) out[t] = Number((await queryRows<{ n: string }>(db.db, sql.raw(`SELECT count(*) AS n FROM ${t}`)))[0]?.n);
  return out;
}

describe('demo seed', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase('pglite');
  });
  afterAll(async () => db.dispose());

  it('creates the documented data once, however often it runs', async () => {
    await seedDemo(db.db, 'demo1234');
    const first = await counts(db);
    expect(first).toMatchObject({ organizations: 3, licensings: 3, meetings: 1, meeting_occurrences: 6 });
    expect(first.users).toBe(GENERATED_USERS + 6);
    await seedDemo(db.db, 'demo1234');
    expect(await counts(db)).toEqual(first);

    const accounts = await queryRows<{ email: string | null; username: string | null; role: string; organization_admin: boolean; permissions: string[] }>(
      db.db,
      sql`SELECT email, username, role, organization_admin, permissions FROM users WHERE source IS NULL ORDER BY id`,
    );
    expect(accounts).toEqual([
      { email: 'admin@demo.test', username: null, role: 'admin', organization_admin: false, permissions: ['super_user'] },
      { email: 'orgadmin@demo.test', username: null, role: 'teacher', organization_admin: true, permissions: [] },
      { email: 'licensing@demo.test', username: null, role: 'admin', organization_admin: false, permissions: ['licensing_admin'] },
      { email: 'teacher@demo.test', username: null, role: 'teacher', organization_admin: false, permissions: [] },
      { email: 'parent@demo.test', username: null, role: 'parent', organization_admin: false, permissions: [] },
      { email: null, username: 'demochild', role: 'home_student', organization_admin: false, permissions: [] },
    ]);
    const states = await queryRows<{ state: string }>(db.db, sql`SELECT state FROM licensings ORDER BY id`);
    expect(states.map((s) => s.state)).toEqual(['trial', 'full_trial', 'subscribed']);
  });
});
