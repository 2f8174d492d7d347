/**
 * What a load balancer or an orchestrator asks a process (issue 24), outside the API and outside
 * sign-in, answered in JSON and never by an app's HTML:
 *
 * | route         | 200                                   | 503                                                   |
 * |---------------|---------------------------------------|-------------------------------------------------------|
 * | GET /healthz  | the process runs and answers          | never (a process that cannot answer is not alive)     |
 * | GET /readyz   | the database answers within READY_DB_TIMEOUT_MS | stopping (SIGTERM: take it out of the pool), or the database does not answer |
 *
 * Migrations run before the app is built (server/start.ts), so a process that answers /readyz
 * has its migrations done.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './db/client';
import { answersWithin } from './db/pingConnection';

/** A database slower than this to answer `SELECT 1` counts as not answering: send traffic elsewhere. */
export const READY_DB_TIMEOUT_MS = 2_000;

type Readiness = 'ready' | 'stopping' | 'databaseUnavailable';

function answer(reply: FastifyReply, status: number, body: Record<string, string>): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').header('cache-control', 'no-store').send(body);
}

/**
 * Asks the database over its readiness connection (Database.ping: outside the request pool on
 * PostgreSQL, so a busy pool does not read as a dead database); an app built without one asks
 * over its own connections.
 */
async function databaseAnswers(app: FastifyInstance, database: Pick<Database, 'ping'> | undefined): Promise<boolean> {
  // SQL text: a ping reads no table.
  const asked = database ? database.ping(READY_DB_TIMEOUT_MS) : answersWithin(queryRows(app.db, sql`SELECT 1`), READY_DB_TIMEOUT_MS);
  return asked.then(
    () => true,
    () => false,
  );
}

export function registerHealthChecks(app: FastifyInstance, database?: Pick<Database, 'ping'>): void {
  app.get('/healthz', async (_req, reply) => answer(reply, 200, { status: 'alive' }));
  app.get('/readyz', async (_req, reply) => {
    // From the signal on (gracefulClose.ts), before the listener closes: a balancer polling now learns to send traffic elsewhere.
    const readiness: Readiness = app.drain.begun ? 'stopping' : (await databaseAnswers(app, database)) ? 'ready' : 'databaseUnavailable';
    return answer(reply, readiness === 'ready' ? 200 : 503, { status: readiness });
  });
}
