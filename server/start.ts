/**
 * Starts the product: database (migrated; demo data on the embedded database's first run
 * outside production), the API and the built apps on HOST:PORT. The port is taken before the
 * database is opened, so a start that cannot listen never migrates or seeds anything; the
 * embedded database's directory is locked (db/dataDirLock.ts).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { fromRoot } from './projectRoot';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openConfiguredDatabase } from './db/open';
import { seedDemo } from './db/seed/demo';
import { demoAccountLines } from './demoBanner';
import { buildApp } from './app';
import { purgeJob } from './jobs/purgeArchivedTeachers';
import { noShowJob } from './jobs/markNoShows';
import { reminderJob } from './jobs/sendWebinarReminders';
import { scheduleJob } from './jobs/schedule';
import { registerTestClock, testClock } from './testClock';
import { redisStore } from './limits/redisStore';
import { startMailDelivery } from './jobs/deliverMail';
import { logAsJson, serverLog } from './log';
import { closeGracefully } from './gracefulClose';
import { localStore } from './uploads/localStore';

export class PortInUseError extends Error {
  constructor(host: string, port: number) {
    super(`Port ${port} on ${host} is already in use: stop what uses it, or set PORT to another one. Nothing was changed.`);
    this.name = 'PortInUseError';
  }
}

/**
 * What a client that connects while the server starts (a browser tab, a load balancer's health
 * check) is told: not yet, try again in a second. The reservation answers and closes at once: a
 * connection it kept open would hold its close(), and so the start, for as long as the client.
 */
const STARTING_ANSWER = 'HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nContent-Type: text/plain\r\nContent-Length: 9\r\nConnection: close\r\n\r\nStarting\n';

/** In DATA_DIR once the embedded database's demo seed has finished. */
export const DEMO_SEEDED_MARKER = 'demo-seeded';

/** Holds HOST:PORT until the app listens on it, so everything after knows the port is ours. */
function reservePort(host: string, port: number): Promise<{ release: () => Promise<void> }> {
  const clients = new Set<Socket>();
  return new Promise((resolve, reject) => {
    const server: Server = createServer((socket) => {
      clients.add(socket);
      socket.once('close', () => clients.delete(socket));
      socket.on('error', () => undefined);
      socket.end(STARTING_ANSWER);
    });
    server.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? new PortInUseError(host, port) : err));
    server.listen({ port, host, exclusive: true }, () =>
      resolve({
        release: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // A client that has not closed its end yet (it never read the answer) is cut off.
            for (const socket of clients) socket.destroy();
          }),
      }),
    );
  });
}

/** `stop` drains the app (gracefulClose.ts), then ends the jobs and closes the stores; it answers how many connections it cut. */
export async function startServer(config: Config): Promise<{ app: FastifyInstance; stop: () => Promise<number> }> {
  logAsJson(config.production);
  const port = await reservePort(config.host, config.port);
  const firstRun = !config.databaseUrl && !existsSync(join(config.dataDir, 'pglite'));
  let database;
  try {
    database = await openConfiguredDatabase(config);
  } catch (err) {
    await port.release();
    throw err;
  }
  // The marker is written once the seed has finished, so a start stopped during the seed (kill -9,
  // a crash) seeds again next time instead of coming up on half the demo data. The seed's upserts
  // add nothing twice.
  const seeded = join(config.dataDir, DEMO_SEEDED_MARKER);
  if (!config.databaseUrl && !config.production && !existsSync(seeded)) {
    serverLog.info(firstRun ? 'First run with the embedded database: seeding demo data...' : 'The demo data was never completed: seeding it...');
    await seedDemo(database.db, config.demoPassword);
    writeFileSync(seeded, `${new Date().toISOString()}\n`);
  }
  const clock = config.testClock ? testClock() : undefined;
  // The SDK is loaded only when a bucket is configured.
  const uploads = config.s3 ? (await import('./uploads/s3Store')).s3Store(config.s3) : localStore(join(config.dataDir, 'uploads'));
  const limitStore = config.redisUrl ? redisStore({ redis: config.redisUrl, ...(config.redisPrefix ? { prefix: config.redisPrefix } : {}) }) : undefined;
  const app = await buildApp({
    db: database.db,
    jwtSecret: config.jwtSecret,
    development: config.development,
    logger: config.production,
    distDir: fromRoot('dist'),
    publicUrl: config.publicUrl,
    environment: config.nodeEnv,
    mailbox: !config.production,
    uploads,
    places: config.places,
    studentAppOrganizations: config.studentAppOrganizations,
    siteCopy: config.siteCopy,
    oauth: config.oauth,
    events: database,
    ...(clock ? { now: clock.now } : {}),
    ...(limitStore ? { limitStore } : {}),
    trustProxy: config.trustProxy,
    metricsToken: config.metricsToken,
    database,
  });
  if (clock) registerTestClock(app, clock);
  // The reservation ends only now; the moment between close and listen is all that is left open.
  await port.release();
  await app.listen({ port: config.port, host: config.host });
  const now = (): Date => app.now();
  const links = { origin: app.publicOrigin, signer: app.linkSigner };
  const jobs = [purgeJob(now), noShowJob(now), reminderJob(links, now)].map((job) => scheduleJob(database.db, job, undefined, app.metrics.jobRan));
  // The real clock, not TEST_CLOCK's: a mail's sent_at and retries are real-world times.
  const mailDelivery = startMailDelivery(database.db, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, counted: app.metrics.mailDelivered });
  const url = `http://${config.host}:${config.port}`;
  // The Node version: the product runs on the Node 24 that `npm install` brings (package.json engines), not the machine's.
  serverLog.info(`The platform is running at ${url} (console: ${url}/app) on Node ${process.version}`);
  // The demo accounts are for the person at the terminal, outside production only: not log lines, so not redacted.
  if (!config.production) for (const line of await demoAccountLines(database.db, config.demoPassword)) console.log(line);
  return {
    app,
    stop: async () => {
      const cut = await closeGracefully(app, config.shutdown);
      await Promise.all([...jobs, mailDelivery].map((job) => job.stop()));
      await limitStore?.close();
      uploads.close?.();
      await database.close();
      return cut;
    },
  };
}
