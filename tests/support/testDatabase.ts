/**
 * Databases for integration tests: a migrated PGlite (in memory), and, when the PostgreSQL at
 * TEST_DATABASE_URL (default 127.0.0.1:5432/test) answers, a private database created on it.
 * `reset` truncates every table between tests.
 *
 * A fresh PGlite runs initdb, which takes seconds; so the first one migrated is dumped as a
 * template into the temp directory (keyed by PGlite's version and the migrations) and every
 * later one loads that instead.
 *
 * The integration project shares a worker between files (`isolate: false`), so a database a file
 * disposes is kept for the worker's next file instead of closed: that file gets it emptied
 * (every table truncated, ids restarting at 1), as a new one would be. The PostgreSQL databases
 * are dropped when the run ends (integrationGlobalSetup.ts); outside that project (no run name
 * provided) dispose closes a database and drops it at once.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { PG_ADMIN_URL } from './postgresUrl';

export type TestDbKind = 'pglite' | 'postgres';


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

/**
 * Why a file runs on PostgreSQL as well as PGlite (`postgres`: where the two can answer
 * differently), or why PGlite alone is enough (`pgliteOnly`: the SQL it exercises cannot differ).
 * tests/README.md lists every file's choice.
 */
export type DbKindsReason = { postgres: string } | { pgliteOnly: string };

/**
 * The kinds a file runs on: PGlite always; PostgreSQL too when the file says why it can differ
 * and one answers (it does in CI). TEST_ALL_DATABASES=1 runs every file on both.
 */
export async function testDbKinds(reason: DbKindsReason): Promise<TestDbKind[]> {
  const both = 'postgres' in reason || process.env.TEST_ALL_DATABASES === '1';
  return both && (await postgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];
}

/** The integration run's name (integrationGlobalSetup.ts), which prefixes its PostgreSQL databases. */
function runName(): string | undefined {
  try {
    return inject('testDatabaseRun');
  } catch {
    return undefined; // not under vitest's integration project
  }
}

/** An empty PostgreSQL database of this run (dropped by `drop`, or with the run). */
export async function createPostgresDatabase(run: string | undefined): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${run ? `${run}_` : ''}${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
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
  /** PostgreSQL only: the private database's URL, for a second connection (another process). */
  url?: string;
  reset(): Promise<void>;
  dispose(): Promise<void>;
}

// Not `new URL('../..', import.meta.url)`: Vite rewrites that form into an asset URL in jsdom tests.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function templateFile(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  const dir = join(ROOT, 'server/db/migrations');
  for (const f of readdirSync(dir).sort()) hash.update(f).update(readFileSync(join(dir, f)));
  return join(tmpdir(), `edu-platform-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** A migrated in-memory PGlite: loaded from the template when there is one, else made and dumped. */
async function openPglite(): Promise<Database> {
  const file = templateFile();
  if (existsSync(file)) {
    try {
      return await openDatabase({ loadDataDir: new Blob([readFileSync(file)]) });
    } catch {
      // A damaged template is rebuilt below.
    }
  }
  const database = await openDatabase({});
  await migrate(database);
  const dump = await database.dump!();
  const tmp = `${file}.${process.pid}`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file); // atomic: a parallel worker never reads half a template
  return database;
}

interface Opened {
  database: Database;
  url?: string;
  drop?: () => Promise<void>;
}

/** Databases a file of this worker disposed, by kind, for the next file to take. */
const idle: Record<TestDbKind, Opened[]> = { pglite: [], postgres: [] };

async function open(kind: TestDbKind, run: string | undefined): Promise<Opened> {
  if (kind === 'pglite') return { database: await openPglite() };
  const created = await createPostgresDatabase(run);
  const database = await openDatabase({ url: created.url });
  await migrate(database);
  return { database, url: created.url, drop: created.drop };
}

function truncateAll(database: Database): Promise<void> {
  return database.exec(
    `DO $$ DECLARE t text; BEGIN
       SELECT string_agg(quote_ident(tablename), ', ') INTO t FROM pg_tables
         WHERE schemaname = current_schema() AND tablename <> 'schema_migrations';
       EXECUTE 'TRUNCATE ' || t || ' RESTART IDENTITY CASCADE';
     END $$;`,
  );
}

export async function openTestDatabase(kind: TestDbKind): Promise<TestDatabase> {
  // The unit project stays fast by opening no database; vitest.config.ts sets TEST_PROJECT.
  if (process.env.TEST_PROJECT === 'unit')
    throw new Error('This test opens a database: list it in INTEGRATION_TESTS (vitest.config.ts), not in the unit project.');
  const run = runName();
  const kept = idle[kind].pop();
  if (kept) await truncateAll(kept.database);
  return testDatabaseOf(kind, kept ?? (await open(kind, run)), run);
}

/**
 * A test database on a PostgreSQL database made by createPostgresDatabase, which product
 * processes may have migrated already (tests/scale/balanced.test.ts starts them on it empty).
 * Disposing it closes and drops it.
 */
export async function adoptPostgresDatabase(created: { url: string; drop: () => Promise<void> }): Promise<TestDatabase> {
  const database = await openDatabase({ url: created.url });
  await migrate(database);
  return testDatabaseOf('postgres', { database, ...created }, undefined);
}

function testDatabaseOf(kind: TestDbKind, opened: Opened, run: string | undefined): TestDatabase {
  const { database } = opened;
  let disposed = false;
  return {
    ...database,
    ...(opened.url ? { url: opened.url } : {}),
    reset: () => truncateAll(database),
    async dispose() {
      if (disposed) return;
      disposed = true;
      // Kept for the worker's next file only in the integration run, which drops what is left at its end.
      if (run) idle[kind].push(opened);
      else {
        await database.close();
        await opened.drop?.();
      }
    },
  };
}
