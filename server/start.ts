/**
 * Starts the product: database (migrated; demo data on the embedded database's first run
 * outside production), the API and the built apps on HOST:PORT. The port is taken before the
 * database is opened, so a start that cannot listen never migrates or seeds anything; the
 * embedded database's directory is locked (db/dataDirLock.ts).
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openConfiguredDatabase } from './db/open';
import { seedDemo } from './db/seed/demo';
import { demoAccountLines } from './demoBanner';
import { buildApp } from './app';
import { schedulePurge } from './jobs/purgeArchivedTeachers';
import { scheduleNoShows } from './jobs/markNoShows';
import { scheduleWebinarReminders } from './jobs/sendWebinarReminders';
import { registerTestClock, testClock } from './testClock';

export class PortInUseError extends Error {
  constructor(host: string, port: number) {
    super(`Port ${port} on ${host} is already in use: stop what uses it, or set PORT to another one. Nothing was changed.`);
    this.name = 'PortInUseError';
  }
}

/** Holds HOST:PORT until the app listens on it, so everything after knows the port is ours. */
function reservePort(host: string, port: number): Promise<{ release: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server: Server = createServer();
    server.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? new PortInUseError(host, port) : err));
    server.listen({ port, host, exclusive: true }, () =>
      resolve({ release: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });
}

export async function startServer(config: Config): Promise<{ app: FastifyInstance; stop: () => Promise<void> }> {
  const port = await reservePort(config.host, config.port);
  const firstRun = !config.databaseUrl && !existsSync(join(config.dataDir, 'pglite'));
  let database;
  try {
    database = await openConfiguredDatabase(config);
  } catch (err) {
    await port.release();
    throw err;
  }
  if (firstRun && !config.production) {
    console.log('First run with the embedded database: seeding demo data...');
    await seedDemo(database.db, config.demoPassword);
  }
  const clock = config.testClock ? testClock() : undefined;
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
    events: database,
    ...(clock ? { now: clock.now } : {}),
  });
  if (clock) registerTestClock(app, clock);
  // The reservation ends only now; the moment between close and listen is all that is left open.
  await port.release();
  await app.listen({ port: config.port, host: config.host });
  const stopPurge = schedulePurge(database.db);
  const now = (): Date => app.now();
  const stopNoShows = scheduleNoShows(database.db, now);
  const stopReminders = scheduleWebinarReminders(database.db, { origin: app.publicOrigin, signer: app.linkSigner }, now);
  const url = `http://${config.host}:${config.port}`;
  console.log(`\nThe platform is running at ${url} (console: ${url}/app)`);
  if (!config.production) for (const line of await demoAccountLines(database.db, config.demoPassword)) console.log(line);
  return {
    app,
    stop: async () => {
      stopPurge();
      stopNoShows();
      stopReminders();
      await app.close();
      await database.close();
    },
  };
}
