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

interface Product {
  output(): string;
  /** Resolves once the product says it is running. */
  running: Promise<void>;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): void;
}

/** Starts the product (`npm start`'s entry from the sources) in production mode unless `env` says otherwise. */
function startProduct(env: Record<string, string>, onOutput: (output: string) => void = () => undefined): Product {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', NODE_ENV: 'production', JWT_SECRET: 'start-test-secret', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = new Promise<void>((resolve) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (/The platform is running/.test(output)) resolve();
      onOutput(output);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
  });
  return { output: () => output, running, exited, stop: (signal = 'SIGTERM') => void child.kill(signal) };
}

/** Runs the product until it exits or its output shows `until`; then stops it (SIGTERM, or `signal`). */
async function runProduct(env: Record<string, string>, until: RegExp, signal: NodeJS.Signals = 'SIGTERM'): Promise<{ code: number | null; output: string }> {
  const product: Product = startProduct(env, (output) => {
    if (until.test(output)) product.stop(signal);
  });
  const code = await product.exited;
  return { code, output: product.output() };
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
    // A first start outside production seeds the demo data: seconds in which the port is only reserved.
    const product = startProduct({ NODE_ENV: 'test', DATA_DIR: tempDir(), PORT: String(port) });
    try {
      // Connect as soon as anything listens, then neither read nor close.
      let early: Socket | undefined;
      while (!early) early = await connected(port);
      early.pause();
      const connectedWhileStarting = !/The platform is running/.test(product.output());
      await product.running;
      expect(connectedWhileStarting, 'the connection was made before the start finished').toBe(true);
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        early.on('data', (c: Buffer) => (text += c.toString()));
        early.once('close', () => resolve(text));
        early.resume();
      });
      expect(answer).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\nRetry-After: 1\r\n/);
    } finally {
      product.stop();
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

  it('logs only JSON events in production, with no email address in them', async () => {
    const port = await freePort();
    const product = startProduct({ DATA_DIR: tempDir(), PORT: String(port) });
    await product.running;
    const api = `http://127.0.0.1:${port}/api/v1`;
    const headers = { accept: 'application/vnd.api+json', 'content-type': 'application/vnd.api+json' };
    await fetch(`${api}/users?filter[email]=ada.lovelace%40school.test`, { headers });
    await fetch(`${api}/user/tokens`, { method: 'POST', headers, body: JSON.stringify({ data: { type: 'tokens', attributes: { email: 'ada.lovelace@school.test', password: 'wrong' } } }) });
    product.stop();
    await product.exited;
    const output = product.output();
    const lines = output.split('\n').filter((l) => l.trim() !== '');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(output).not.toMatch(/ada\.lovelace/);
    expect(output).toContain('/api/v1/users?filter[email]=…@school.test');
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
