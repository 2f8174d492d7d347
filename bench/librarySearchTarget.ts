/**
 * The library benchmark's server process (bench/librarySearch.ts) over the data of
 * bench/librarySearchData.ts. Prints one JSON line with the port, a token and the plan's id.
 */
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedItems, seedTeacherAndPlan } from './librarySearchData';

const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {});
await migrate(database);
await seedItems(database.db);
const { teacher, plan } = await seedTeacherAndPlan(database.db);
const app = await buildApp({ db: database.db, jwtSecret: 'bench-secret' });
await app.listen({ port: 0, host: '127.0.0.1' });
const token = (await app.tokens.sign(String(teacher))).jwt;
const port = (app.server.address() as { port: number }).port;
console.log(JSON.stringify({ port, token, plan, db: database.kind }));
process.on('SIGINT', () => process.exit(0));
