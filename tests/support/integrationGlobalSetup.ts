/**
 * The integration run's PostgreSQL databases: each worker keeps the ones its files disposed for
 * its next files (testDatabase.ts), so they are dropped here, when the whole run ends. They are
 * named after this run, so other runs on the same server (another checkout, CI) are left alone.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PG_ADMIN_URL } from './postgresUrl';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseRun: string;
  }
}


export default function setup(project: TestProject): () => Promise<void> {
  const run = `r${process.pid}${Date.now().toString(36)}`;
  project.provide('testDatabaseRun', run);
  return async () => {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 1500 });
    try {
      await admin.connect();
    } catch {
      return; // no PostgreSQL: the run made no database there
    }
    try {
      const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`t_${run}_`]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
