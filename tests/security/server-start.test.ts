/**
 * Starting the real product (`node --import tsx server/main.ts`, as `npm start` does) where it
 * must not run: a DATA_DIR another process holds, a port already taken. Either way it exits
 * non-zero with a plain message before the database is touched. With DATABASE_URL, the banner
 * lists only demo accounts that exist and says how to seed them.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../server/db/dataDirLock';
import { DEMO_SEEDED_MARKER } from '../../server/start';
import { postgresReachable } from '../support/testDatabase';
import { PG_ADMIN_URL } from '../support/postgresUrl';

const pgUp = await postgresReachable();
const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'start-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function listening(port = 0): Promise<Server> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(port, '127.0.0.1', () => resolve(srv));
  });
}
/** A connection to the port, or undefined while nothing listens there yet (tried again after a moment). */
function connected(port: number): Promise<Socket | undefined> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket));
    socket.once('error', () => setTimeout(() => resolve(undefined), 20));
  });
}
async function freePort(): Promise<number> {
  const srv = await listening();
  const { port } = srv.address() as { port: number };
  await new Promise((r) => srv.close(r));
  return port;
}

/** Runs the product until it exits or its output shows `until`; then stops it (SIGTERM, or `signal`). */
async function runProduct(env: Record<string, string>, until: RegExp, signal: NodeJS.Signals = 'SIGTERM'): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', NODE_ENV: 'production', JWT_SECRET: 'start-test-secret', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (until.test(output)) child.kill(signal);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

// Each case starts the product in a process of its own (tsx compiling the server, and with
// DATABASE_URL migrating a database): on a busy machine that takes longer than a request does.
describe('starting the server', { timeout: 120_000 }, () => {
  it('stops, before migrating anything, when another process holds the data directory', async () => {
    const dataDir = tempDir();
    const lock = lockDataDir(dataDir);
    try {
      const run = await runProduct({ DATA_DIR: dataDir, PORT: String(await freePort()) }, /The platform is running/);
      expect(run.output).toContain(`Another process (pid ${process.pid}) is using the data directory ${dataDir}`);
      expect(run.code).toBe(1);
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    } finally {
      lock.release();
    }
  });

  it('finishes starting although a client connects while it starts and never reads, telling that client 503', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      // A first start outside production seeds the demo data: seconds in which the port is only reserved.
      env: { ...process.env, HOST: '127.0.0.1', NODE_ENV: 'test', DATA_DIR: tempDir(), PORT: String(port), DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const running = new Promise<void>((resolve) => {
      const onData = (chunk: Buffer): void => {
        output += chunk.toString();
        if (/The platform is running/.test(output)) resolve();
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
    });
    try {
      // Connect as soon as anything listens, then neither read nor close.
      let early: Socket | undefined;
      while (!early) early = await connected(port);
      early.pause();
      const connectedWhileStarting = !/The platform is running/.test(output);
      await running;
      expect(connectedWhileStarting, 'the connection was made before the start finished').toBe(true);
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        early.on('data', (c: Buffer) => (text += c.toString()));
        early.once('close', () => resolve(text));
        early.resume();
      });
      expect(answer).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\nRetry-After: 1\r\n/);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('completes the demo seed on the next start when the first was killed during it', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, NODE_ENV: 'test', DEMO_PASSWORD: 'demo1234' };
    const killed = await runProduct({ ...env, PORT: String(await freePort()) }, /seeding demo data/, 'SIGKILL');
    expect(killed.output).toContain('First run with the embedded database: seeding demo data');
    expect(existsSync(join(dataDir, DEMO_SEEDED_MARKER)), 'the seed was cut short').toBe(false);

    const again = await runProduct({ ...env, PORT: String(await freePort()) }, /admin@demo\.test/);
    expect(again.output).toContain('The demo data was never completed: seeding it');
    expect(again.output).toContain('admin@demo.test');
    expect(existsSync(join(dataDir, DEMO_SEEDED_MARKER))).toBe(true);
  });

  it('stops without touching the database when its port is taken', async () => {
    const dataDir = tempDir();
    const taken = await listening();
    try {
      const { port } = taken.address() as { port: number };
      const run = await runProduct({ DATA_DIR: dataDir, PORT: String(port) }, /The platform is running/);
      expect(run.output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(run.code).toBe(1);
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
      expect(existsSync(join(dataDir, 'lock'))).toBe(false);
    } finally {
      await new Promise((r) => taken.close(r));
    }
  });

  it.runIf(pgUp)('with DATABASE_URL lists no demo account that was never seeded, and says how to seed', async () => {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    const name = `start_${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${name}`;
      const run = await runProduct(
        { DATABASE_URL: url.toString(), DATA_DIR: tempDir(), PORT: String(await freePort()), NODE_ENV: 'test', DEMO_PASSWORD: 'demo1234' },
        /npm run seed|Demo accounts/,
      );
      expect(run.output).toContain('The platform is running');
      expect(run.output).not.toContain('admin@demo.test');
      expect(run.output).toContain('No demo accounts in this database. Add them with `npm run seed`');
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
