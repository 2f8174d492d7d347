/**
 * The benchmark's server process: three targets on one database with the demo data.
 *  A  bare Fastify route returning the same 100 users from memory (the ceiling of the framework)
 *  B  bare Fastify route running the same SQL our layer runs (users page + their organisations)
 *  C  our authenticated GET /api/v1/users?page[size]=100&include=organization
 * Prints one JSON line with the ports and a token once listening.
 */
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { queryRows } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed/demo';
import { buildApp } from '../server/app';

const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {});
await migrate(database);
await seedDemo(database.db, 'bench-password');
const db = database.db;

const app = await buildApp({ db, jwtSecret: 'bench-secret' });
const [admin] = await queryRows<{ id: number }>(db, sql`SELECT id FROM users WHERE email = 'admin@demo.test'`);
const token = (await app.tokens.sign(String(admin!.id))).jwt;
await app.listen({ port: 0, host: '127.0.0.1' });

/**
 * The same statements our layer sends for target C (same columns, same order, same limit): the
 * viewer, the page with its total, the organisations. Keep them in step with the layer: log its
 * statements (e.g. wrap pg's Client#query) after changing what it reads.
 */
async function sameSql(): Promise<unknown> {
  await queryRows(db, sql`SELECT id, role, organization_id, permissions, organization_admin FROM users WHERE id = ${admin!.id} AND archived_at IS NULL LIMIT 1`);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT id, email, username, first_name, last_name, honorific_title, pronouns, nickname, role, job_role,
               organization_admin, permissions, where_did_you_hear_about_us, country, languages, preferences,
               privacy_policy, age, locale, email_notification_preferences, photo_url, source, email_confirmed_at,
               archived_at, created_at, updated_at, organization_id, parent_id, count(*) over() AS total
        FROM users WHERE archived_at IS NULL ORDER BY last_name ASC, id ASC LIMIT 100`,
  );
  const orgIds = [...new Set(rows.map((r) => Number(r.organization_id)).filter((n) => n > 0))];
  const orgs = await queryRows(db, sql`SELECT * FROM organizations WHERE id IN (${sql.join(orgIds, sql`, `)})`);
  return { rows, orgs };
}

const memory = await sameSql();
const bare = Fastify();
bare.get('/memory', async () => memory);
bare.get('/sql', async () => sameSql());
// This process's CPU time so far, for run.ts's CPU per request (load and measurement share nothing else).
bare.get('/cpu', async () => process.cpuUsage());
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (a: { server: { address(): unknown } }): number => (a.server.address() as { port: number }).port;
console.log(JSON.stringify({ bare: portOf(bare), app: portOf(app), token, db: database.kind }));
process.on('SIGINT', () => process.exit(0));
