/**
 * Several API processes started at once on a new PostgreSQL database (a deploy of N replicas):
 * they take turns at the migrations (server/db/migrate.ts, `exclusively`), so every one comes up,
 * each migration is applied once, and the schema is whole. Each handle below has its own pool and
 * sessions, as a process has.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../server/db/client';
import { migrate, migrationFiles } from '../../server/db/migrate';
import { createPostgresDatabase, postgresReachable } from '../support/testDatabase';

const reachable = await postgresReachable();
const PROCESSES = 4;

describe.skipIf(!reachable)('migrations when processes start at once on a new database', () => {
  let empty: { url: string; drop: () => Promise<void> };
  let handles: Database[] = [];
  beforeAll(async () => {
    empty = await createPostgresDatabase(undefined);
    handles = await Promise.all(Array.from({ length: PROCESSES }, () => openDatabase({ url: empty.url })));
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await empty?.drop();
  });

  it('brings every process up, applying each migration once', async () => {
    const applied = await Promise.all(handles.map((h) => migrate(h)));
    // Between them they applied every file once: one did the work, the others found it done.
    expect(applied.flat().sort()).toEqual(migrationFiles());
    const rows = await queryRows<{ name: string }>(handles[0]!.db, sql`SELECT name FROM schema_migrations ORDER BY name`);
    expect(rows.map((r) => r.name)).toEqual(migrationFiles());
    // The schema is whole: a table of the last migrations is there for every process.
    for (const h of handles) expect(await queryRows(h.db, sql`SELECT count(*) FROM users`)).toHaveLength(1);
  });

  it('starts again on an up-to-date database without applying anything', async () => {
    expect(await Promise.all(handles.map((h) => migrate(h)))).toEqual(handles.map(() => []));
  });
});
