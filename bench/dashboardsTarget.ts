/**
 * The dashboards bench's server process (bench/dashboards.ts): the demo data (seedDemo seeds
 * real dashboard figures: lessons, views, classes, bookings, audit entries) and one token per
 * home's reader. Prints one JSON line once listening.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { openDatabase, queryRows } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed/demo';
import { SUBSCRIBED_TEACHER_EMAIL } from '../server/db/seed/library';

/** Who reads each home: the subscribed teacher, Hillcrest's organisation admin, the super user. */
const DASHBOARD_READERS = { teacher: SUBSCRIBED_TEACHER_EMAIL, school: 'orgadmin@demo.test', admin: 'admin@demo.test' } as const;

const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {});
await migrate(database);
await seedDemo(database.db, 'bench-password');
const app = await buildApp({ db: database.db, jwtSecret: 'bench-secret' });

const tokens: Record<string, string> = {};
for (const [home, email] of Object.entries(DASHBOARD_READERS)) {
  const [user] = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM users WHERE email = ${email}`);
  if (!user) throw new Error(`no demo user ${email}`);
  tokens[home] = (await app.tokens.sign(String(user.id))).jwt;
}
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
console.log(JSON.stringify({ port, tokens, db: database.kind }));
process.on('SIGTERM', () => process.exit(0));
