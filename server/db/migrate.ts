/**
 * Applies the checked-in SQL migrations (server/db/migrations/NNNN_name.sql) in order, each
 * once, recording them in schema_migrations. Runs at every start; a no-op when up to date.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromRoot } from '../projectRoot';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client';

const MIGRATIONS_DIR = fromRoot('server', 'db', 'migrations');

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
}

/**
 * Processes started together on a new database take turns (`exclusively`): the first applies
 * the migrations, the others find them applied. Without it, two at once both created the
 * bookkeeping table and both applied the first file, and one crashed.
 */
export function migrate(database: Database): Promise<string[]> {
  return database.exclusively('migrations', () => applyPending(database));
}

async function applyPending(database: Database): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  // SQL text: the migrator's own table, made just above, which no resource or declared table is.
  const applied = new Set(
    (await queryRows<{ name: string }>(database.db, sql`SELECT name FROM schema_migrations`)).map((r) => r.name),
  );
  const done: string[] = [];
  for (const file of migrationFiles()) {
    if (applied.has(file)) continue;
    const body = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    // One transaction per file: a failing migration leaves the schema as it was.
    try {
      await database.exec(`BEGIN;\n${body}\nINSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`);
    } catch (err) {
      if (database.kind === 'pglite') await database.exec('ROLLBACK');
      throw new Error(`migration ${file} failed: ${(err as Error).message}`, { cause: err });
    }
    done.push(file);
  }
  return done;
}
