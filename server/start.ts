/**
 * Starts the product: database (migrated; demo data on the embedded database's first run
 * outside production), the API and the built apps on HOST:PORT.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openConfiguredDatabase } from './db/open';
import { DEMO_ACCOUNTS, seedDemo } from './db/seed/demo';
import { buildApp } from './app';
import { schedulePurge } from './jobs/purgeArchivedTeachers';

export async function startServer(config: Config): Promise<{ app: FastifyInstance; stop: () => Promise<void> }> {
  const firstRun = !config.databaseUrl && !existsSync(join(config.dataDir, 'pglite'));
  const database = await openConfiguredDatabase(config);
  if (firstRun && !config.production) {
    console.log('First run with the embedded database: seeding demo data...');
    await seedDemo(database.db, config.demoPassword);
  }
  const app = await buildApp({
    db: database.db,
    jwtSecret: config.jwtSecret,
    development: config.development,
    logger: config.production,
    distDir: resolve('dist'),
    publicUrl: config.publicUrl,
    environment: config.nodeEnv,
    mailbox: !config.production,
    uploadDir: join(config.dataDir, 'uploads'),
    places: config.places,
    siteCopy: config.siteCopy,
    oauth: config.oauth,
  });
  await app.listen({ port: config.port, host: config.host });
  const stopPurge = schedulePurge(database.db);
  const url = `http://${config.host}:${config.port}`;
  console.log(`\nThe platform is running at ${url} (console: ${url}/app)`);
  if (!config.production) {
    console.log(`Demo accounts (password: ${config.demoPassword}):`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(22)} ${a.role}`);
  }
  return {
    app,
    stop: async () => {
      stopPurge();
      await app.close();
      await database.close();
    },
  };
}
