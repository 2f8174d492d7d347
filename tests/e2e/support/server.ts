/**
 * Starts the real product on a free port with its embedded database in a temporary DATA_DIR (a
 * fresh one, which the first start seeds, or a copy of an already seeded one), or on the database
 * `env` names; from its sources with tsx or, `compiled`, as `npm start` runs it after its build;
 * and stops it afterwards with SIGTERM, as a process manager would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Every demo account's password on the servers these tests start. */
export const DEMO_PASSWORD = 'demo1234';

export interface RunningServer {
  url: string;
  /** The process id (the bench reads its memory from /proc/<pid>/status). */
  pid: number;
  /** The server's DATA_DIR (its generated JWT secret lives there). */
  dataDir: string;
  /** Everything the process has written to stdout and stderr so far. */
  output(): string;
  /** Sends the process a signal without waiting (stop() sends SIGTERM and waits). */
  signal(signal: NodeJS.Signals): void;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerOptions {
  /** TEST_CLOCK=1: the test may move the server's clock (setServerClock). */
  testClock?: boolean;
  /** Run the compiled server (dist/server/main.js, as `npm start` does) instead of the sources with tsx. */
  compiled?: boolean;
  /** Run the compiled server of this folder (a production install, support/productionTree.ts), from it. */
  root?: string;
  /** Listen on this port (a process restarted behind a balancer comes back where it was); a free one by default. */
  port?: number;
  /** More settings (DATABASE_URL, REDIS_URL, SMTP_URL ...), e.g. for several processes on one database. */
  env?: Record<string, string>;
  /** Start on a copy of this data directory (one the demo data was seeded into) instead of an empty one. */
  copyOf?: string;
  /** Leave the data directory behind on stop (the e2e set-up seeds one to copy). */
  keepDataDir?: boolean;
}

/** A new temporary data directory: empty, or a copy of `template` without its process lock. */
function dataDirFor(template: string | undefined): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  if (template) cpSync(template, dataDir, { recursive: true, filter: (src) => src !== join(template, 'lock') });
  return dataDir;
}

/** What the server says when its port was taken between freePort() and its listen (another file's server, a browser). */
const PORT_TAKEN = /Port \d+ on [\d.]+ is already in use/;
const PORT_ATTEMPTS = 3;

/**
 * Starts the server; on a port of its own choosing (no `opts.port`) it tries another free port
 * when the one it picked was taken meanwhile, as a busy machine running files side by side can.
 */
export async function startProductServer(opts: ServerOptions = {}): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(opts.port ?? (await freePort()), opts);
    } catch (err) {
      if (opts.port !== undefined || attempt >= PORT_ATTEMPTS || !(err instanceof Error) || !PORT_TAKEN.test(err.message)) throw err;
    }
  }
}

async function startOn(port: number, opts: ServerOptions): Promise<RunningServer> {
  const dataDir = dataDirFor(opts.copyOf);
  const entry = opts.compiled || opts.root ? ['--enable-source-maps', 'dist/server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const child: ChildProcess = spawn(process.execPath, entry, {
    ...(opts.root ? { cwd: opts.root } : {}),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DEMO_PASSWORD,
      ...(opts.testClock ? { TEST_CLOCK: '1' } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('The platform is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      if (!output.includes('The platform is running at')) {
        // It never started: nothing of it is kept, and a retry starts afresh.
        clearTimeout(timer);
        rmSync(dataDir, { recursive: true, force: true });
      }
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    dataDir,
    output: () => output,
    signal: (signal) => void child.kill(signal),
    exited,
    /** SIGTERM and wait for the exit; a second call (or one after the process ended) just returns. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!opts.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Moves the clock of a server started with `testClock` (server/testClock.ts); null restores the real one. */
export async function setServerClock(url: string, at: Date | null): Promise<void> {
  const res = await fetch(`${url}/test/clock`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ now: at?.toISOString() ?? null }) });
  if (!res.ok) throw new Error(`moving the server clock failed: ${res.status}`);
}
