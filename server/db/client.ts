/**
 * One database handle over either driver: PGlite (embedded, in-process; a directory or memory)
 * or PostgreSQL through `pg` when a URL is given. Drizzle's PgDatabase is the common face.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { SQLWrapper } from 'drizzle-orm';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL text (migrations, truncation); several statements allowed. */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as an archive. */
  dump?: () => Promise<Blob | File>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests load a migrated template). */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection the server drops (restart, failover) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
    return {
      db: drizzlePg(pool) as unknown as Db,
      kind: 'postgres',
      exec: async (text) => {
        // A dedicated client, destroyed on error, so an aborted transaction never returns to the pool.
        const conn = await pool.connect();
        try {
          await conn.query(text);
          conn.release();
        } catch (err) {
          conn.release(err as Error);
          throw err;
        }
      },
      close: () => pool.end(),
    };
  }
  const client = new PGlite({ ...(opts.dataDir ? { dataDir: opts.dataDir } : {}), ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  await client.waitReady;
  return {
    db: drizzlePglite(client) as unknown as Db,
    kind: 'pglite',
    exec: async (text) => {
      await client.exec(text);
    },
    close: () => client.close(),
    dump: async () => client.dumpDataDir('none'),
  };
}

/**
 * Rows of a query as the driver returns them (column names as keys, timestamps and dates as
 * text: Drizzle sets both drivers so); `query` is raw SQL or a built select.
 */
export async function queryRows<T>(db: Db, query: SQLWrapper): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
