/**
 * One database handle over either driver: PGlite (embedded, in-process; a directory or memory)
 * or PostgreSQL through `pg` when a URL is given. Drizzle's PgDatabase is the common face.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { answersWithin, pingConnection } from './pingConnection';
import type { SQLWrapper } from 'drizzle-orm';
import { PreparingClient } from './preparedStatements';
import { serverLog } from '../log';

/**
 * The database as the app's code sees it, whichever driver is behind it. The two drivers' own
 * types (node-postgres' and PGlite's) differ only in their query result type, so each is cast to
 * this once, where it is made (below); those two casts and queryRows' (the rows the driver
 * returns) are the only `as unknown as` outside tests.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL text (migrations, truncation); several statements allowed. */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as an archive. */
  dump?: () => Promise<Blob | File>;
  /**
   * LISTENs on a channel: `handler` gets each NOTIFY payload (pg_notify, delivered on commit, from
   * any process on the same database). Returns the function that stops listening.
   */
  listen(channel: string, handler: NotifyHandler): Promise<() => Promise<void>>;
  /**
   * Runs `work` while no other process runs work under the same `name` on this database, waiting
   * for its turn (migrations: processes started at once on a new database). PostgreSQL: a session
   * advisory lock on a connection of its own, released when that connection ends, even if the
   * process dies. PGlite: one process owns the data directory (dataDirLock.ts), so `work` just runs.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: the `pg` pool's connections as they are now (read by /metrics,
   * server/metrics/). PGlite has no pool: one in-process connection runs one transaction at a time.
   * The LISTEN connection, /readyz's connection and `exclusively`'s sessions are outside the pool and not counted.
   */
  poolStats?: () => PoolStats;
  /**
   * Whether the database answers `SELECT 1` within `timeoutMs` (GET /readyz): on PostgreSQL over a
   * connection of its own, outside the pool (pingConnection.ts); on PGlite its one connection.
   */
  ping(timeoutMs: number): Promise<void>;
}

export interface PoolStats {
  /** Connections open, idle or lent out. */
  total: number;
  idle: number;
  /** Queries waiting for a connection because every one of `max` is lent out. */
  waiting: number;
  max: number;
}

/** First key of the advisory lock pair taken by `exclusively` (the periodic jobs use 15_001, jobs/schedule.ts). */
export const EXCLUSIVE_LOCK_NAMESPACE = 15_002;

export type NotifyHandler = (payload: string) => void;

/** Channel names are identifiers we choose; anything else is a programming error. */
function channelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad notification channel ${channel}`);
  return channel;
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * PostgreSQL: one dedicated connection (not from the pool: a pooled connection is shared, and
 * LISTEN belongs to a session) LISTENs on every channel asked for; when it is lost it reconnects
 * with backoff and LISTENs again. Notifications sent while it is away are lost: clients refetch
 * on reconnecting, so an event is a hint to refetch, never the data itself.
 */
function postgresListener(url: string): { listen: Database['listen']; close(): Promise<void> } {
  const handlers = new Map<string, Set<NotifyHandler>>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MIN_MS;
  let closed = false;

  const lost = (c: pg.Client): void => {
    if (client !== c) return;
    client = undefined;
    void c.end().catch(() => undefined);
    schedule();
  };
  const schedule = (): void => {
    if (closed || retry || handlers.size === 0) return;
    retry = setTimeout(() => {
      retry = undefined;
      ensure().catch(() => schedule());
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => {
      for (const h of handlers.get(m.channel) ?? []) h(m.payload ?? '');
    });
    c.on('error', (err) => {
      serverLog.warn(`notification connection lost: ${err.message}`);
      lost(c);
    });
    c.on('end', () => lost(c));
    await c.connect();
    try {
      for (const channel of handlers.keys()) await c.query(`LISTEN ${channelName(channel)}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    delay = RECONNECT_MIN_MS;
  };
  const ensure = (): Promise<void> => {
    if (client || closed) return Promise.resolve();
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };
  return {
    async listen(channel, handler) {
      const name = channelName(channel);
      let set = handlers.get(name);
      const fresh = !set;
      if (!set) handlers.set(name, (set = new Set()));
      set.add(handler);
      try {
        await ensure();
        if (fresh) await client?.query(`LISTEN ${name}`);
      } catch (err) {
        schedule();
        serverLog.warn(`cannot LISTEN on ${name} yet: ${(err as Error).message}`);
      }
      return async () => {
        set.delete(handler);
        if (set.size > 0 || handlers.get(name) !== set) return;
        handlers.delete(name);
        await client?.query(`UNLISTEN ${name}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      await connecting?.catch(() => undefined);
      await c?.end().catch(() => undefined);
    },
  };
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
    const max = 10;
    const pool = new pg.Pool({ connectionString: opts.url, max, Client: PreparingClient });
    // An idle connection the server drops (restart, failover) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', (err) => serverLog.warn(`database connection lost: ${err.message}`));
    const listener = postgresListener(opts.url);
    const readiness = pingConnection(opts.url);
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
      listen: listener.listen,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      exclusively: async (name, work) => {
        const session = new pg.Client({ connectionString: opts.url });
        await session.connect();
        try {
          await session.query('SELECT pg_advisory_lock($1, hashtext($2))', [EXCLUSIVE_LOCK_NAMESPACE, name]);
          return await work();
        } finally {
          // Ending the session releases the lock.
          await session.end().catch(() => undefined);
        }
      },
      ping: readiness.ping,
      close: async () => {
        await readiness.close();
        await listener.close();
        await pool.end();
      },
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
    // PGlite has LISTEN/NOTIFY too: its notifications arrive after the committing statement returns.
    listen: async (channel, handler) => {
      const stop = await client.listen(channelName(channel), handler);
      return async () => {
        await stop();
      };
    },
    exclusively: (_name, work) => work(),
    ping: (timeoutMs) => answersWithin(client.query('SELECT 1'), timeoutMs),
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
