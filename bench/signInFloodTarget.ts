/**
 * The sign-in flood benchmark's server process (bench/signInFlood.ts): our app on an in-memory
 * PGlite with one school, a teacher whose password is known (the flood signs in as them) and a
 * super user whose token probes GET /user. Prints one JSON line with the port and token once
 * listening.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { openDatabase, queryRows } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { hashPassword } from '../server/auth/passwords';

/** The flooding account, given by the parent process: email and password. */
const [email = 'flood@bench.test', password = 'flood-password'] = process.argv.slice(2);
const FLOOD_LOGIN = { email, password };

const database = await openDatabase({});
await migrate(database);
const db = database.db;
const digest = await hashPassword(FLOOD_LOGIN.password);
const [school] = await queryRows<{ id: number }>(db, sql`INSERT INTO organizations (name, country) VALUES ('Flood School', 'gb') RETURNING id`);
const [license] = await queryRows<{ id: number }>(db, sql`INSERT INTO licenses (name) VALUES ('Flood licence') RETURNING id`);
await db.execute(sql`INSERT INTO licensings (organization_id, license_id, state, expires_at) VALUES (${school!.id}, ${license!.id}, 'subscribed', now() + interval '30 days')`);
await db.execute(sql`INSERT INTO users (email, first_name, role, organization_id, password_digest) VALUES (${FLOOD_LOGIN.email}, 'Flood', 'teacher', ${school!.id}, ${digest})`);
const [probe] = await queryRows<{ id: number }>(db, sql`INSERT INTO users (email, first_name, role, permissions) VALUES ('probe@bench.test', 'Probe', 'admin', '{super_user}') RETURNING id`);

const app = await buildApp({ db, jwtSecret: 'bench-secret' });
const token = (await app.tokens.sign(String(probe!.id))).jwt;
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port, token }));
process.on('SIGTERM', () => process.exit(0));
