/**
 * Databases for integration tests: one migrated PGlite per test worker (in memory), and, when
 * the PostgreSQL at TEST_DATABASE_URL (default 127.0.0.1:5432/test) answers, a private
 * database created on it for this worker. `reset` truncates every table between tests.
 */
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';

export type TestDbKind = 'pglite' | 'postgres';

const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let pgReachable: Promise<boolean> | undefined;

export function postgresReachable(): Promise<boolean> {
  pgReachable ??= (async () => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 1500 });
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      return false;
    }
  })();
  return pgReachable;
}

/** The kinds to run against: PGlite always, PostgreSQL when reachable (it is in CI). */
export async function testDbKinds(): Promise<TestDbKind[]> {
  return (await postgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestDatabase extends Database {
  reset(): Promise<void>;
  dispose(): Promise<void>;
}

export async function openTestDatabase(kind: TestDbKind): Promise<TestDatabase> {
  const created = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const database = await openDatabase(created ? { url: created.url } : {});
  await migrate(database);
  return {
    ...database,
    async reset() {
      await database.exec(
        `DO $$ DECLARE t text; BEGIN
           SELECT string_agg(quote_ident(tablename), ', ') INTO t FROM pg_tables
             WHERE schemaname = current_schema() AND tablename <> 'schema_migrations';
           EXECUTE 'TRUNCATE ' || t || ' RESTART IDENTITY CASCADE';
         END $$;`,
      );
    },
    async dispose() {
      await database.close();
      await created?.drop();
    },
  };
}
