import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { hashPassword } from './auth/passwords';
import { demoAccountLines } from './demoBanner';
import { DEMO_ACCOUNTS } from './db/seed/demo';
import { openTestDatabase, type TestDatabase } from '../tests/support/testDatabase';

describe('the start banner’s demo accounts', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => database.dispose());

  it('names only the demo accounts in the database, and says when their password is no longer the demo one', async () => {
    expect(await demoAccountLines(database.db, 'demo1234')).toEqual(['No demo accounts in this database. Add them with `npm run seed` (same DATABASE_URL / DATA_DIR).']);
    await database.db.execute(sql`INSERT INTO users (email, first_name, role, password_digest) VALUES
      ('admin@demo.test', 'Ada', 'admin', ${await hashPassword('demo1234')}), ('parent@demo.test', 'Pat', 'parent', ${await hashPassword('changed')})`);
    const lines = await demoAccountLines(database.db, 'demo1234');
    expect(lines[0]).toBe('Demo accounts (password: demo1234):');
    expect(lines.slice(1, 3).map((l) => l.trim().split(/\s+/)[0])).toEqual(['admin@demo.test', 'parent@demo.test']);
    expect(lines[1]).not.toContain('password changed');
    expect(lines[2]).toContain('(password changed)');
    expect(lines[3]).toBe(`${DEMO_ACCOUNTS.length - 2} more demo account(s) are missing: \`npm run seed\` adds them.`);
  });
});
