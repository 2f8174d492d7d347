/**
 * A PostgreSQL database for a bench that runs on both databases: DATABASE_URL's when it is set,
 * else a private one created on the tests' PostgreSQL (tests/support/postgresUrl.ts) and dropped
 * afterwards; none when neither answers (the bench then says PostgreSQL was skipped).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PG_ADMIN_URL } from '../tests/support/postgresUrl';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 1500 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs `work` on a PostgreSQL database; undefined (and why) when there is none. */
export async function onBenchPostgres<T>(prefix: string, work: (url: string) => Promise<T>): Promise<{ result: T } | { skipped: string }> {
  if (process.env.DATABASE_URL) return { result: await work(process.env.DATABASE_URL) };
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  try {
    await admin(`CREATE DATABASE ${name}`);
  } catch {
    return { skipped: `no PostgreSQL at ${PG_ADMIN_URL}` };
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return { result: await work(url.toString()) };
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  }
}
