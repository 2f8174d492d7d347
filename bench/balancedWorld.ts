/**
 * The balanced classroom bench's world (bench/balancedClassroom.ts): a new PostgreSQL database,
 * two product processes on it (`server/main.ts` from the sources with tsx, as the other benches
 * run the server; BENCH_COMPILED=1 runs dist/server/main.js as `npm start` does) with Redis,
 * TRUST_PROXY set to the balancer and SHUTDOWN_DELAY_MS a little above two of its checks (as
 * README's "Behind a balancer" advises), Debian's HAProxy in front of them, and the classroom written
 * straight into the tables: the demo data's subscribed teacher, a plan of TASKS rating tasks and
 * CLASSES classes of STUDENTS pupils in all. Also what the bench reads about the processes:
 * resident memory and CPU time from /proc, open streams and pool waits from /metrics.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../server/db/client';
import { seedDemo } from '../server/db/seed/demo';
import { SUBSCRIBED_TEACHER_EMAIL } from '../server/db/seed/library';
import { startProductServer, type RunningServer } from '../tests/e2e/support/server';
import { BALANCER_CHECK_MS, haproxyMissing, startBalancer, type Balancer } from '../tests/support/balancer';
import { PG_ADMIN_URL } from '../tests/support/postgresUrl';

export const CLASSES = 30;
export const STUDENTS = 1000;
export const TASKS = 6;
export const TEACHER_PASSWORD = 'bench-password';
const METRICS_TOKEN = `bench-${randomBytes(8).toString('hex')}`;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface BalancedWorld {
  balancer: Balancer;
  servers: RunningServer[];
  /** The bench's own connection to the database (counting rows, pg_stat_activity). */
  database: Database;
  runningFrom: 'sources (tsx)' | 'compiled (dist/server/main.js)';
  plan: number;
  tasks: number[];
  classes: { id: number; students: number[] }[];
  /** SIGTERM to server `i`, its exit, and a new process on the same port; the times of each step. */
  restart(i: number): Promise<{ exitCode: number | null; stopMs: number; startMs: number }>;
  close(): Promise<void>;
}

/** Why the bench cannot run here (no HAProxy, PostgreSQL or Redis), or undefined. */
export async function balancedBenchMissing(): Promise<string | undefined> {
  const noHaproxy = haproxyMissing();
  if (noHaproxy) return noHaproxy;
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
  } catch {
    return `no PostgreSQL at ${PG_ADMIN_URL}`;
  }
  return undefined;
}

export async function startBalancedWorld(): Promise<BalancedWorld> {
  const name = `bench_balanced_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string): Promise<void> => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const compiled = process.env.BENCH_COMPILED === '1';
  const env = {
    DATABASE_URL: url.toString(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL,
    REDIS_PREFIX: `bench:${name}:`,
    TRUST_PROXY: '127.0.0.1',
    NODE_ENV: 'production',
    METRICS_TOKEN,
    // The V8 flag of `npm start` and README's production command.
    NODE_OPTIONS: '--max-semi-space-size=32',
    // README's advice behind a balancer: keep listening a little longer than two checks after SIGTERM.
    SHUTDOWN_DELAY_MS: String(2 * BALANCER_CHECK_MS + 100),
  };
  const servers: RunningServer[] = [];
  let database: Database | undefined;
  let balancer: Balancer | undefined;
  const close = async (): Promise<void> => {
    await balancer?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  };
  try {
    // Both at once on the empty database: each migrates, under the advisory lock.
    servers.push(...(await Promise.all([startProductServer({ env, compiled }), startProductServer({ env, compiled })])));
    database = await openDatabase({ url: url.toString() });
    const classroom = await writeClassroom(database);
    balancer = await startBalancer(servers.map((s) => new URL(s.url).host));
    const world: BalancedWorld = {
      balancer,
      servers,
      database,
      runningFrom: compiled ? 'compiled (dist/server/main.js)' : 'sources (tsx)',
      ...classroom,
      async restart(i) {
        const old = servers[i]!;
        const port = Number(new URL(old.url).port);
        const t0 = performance.now();
        old.signal('SIGTERM');
        const exitCode = await old.exited;
        await old.stop();
        const t1 = performance.now();
        servers[i] = await startProductServer({ env, compiled, port });
        return { exitCode, stopMs: t1 - t0, startMs: performance.now() - t1 };
      },
      close,
    };
    return world;
  } catch (err) {
    await close();
    throw err;
  }
}

async function writeClassroom(database: Database): Promise<Pick<BalancedWorld, 'plan' | 'tasks' | 'classes'>> {
  const db = database.db;
  await seedDemo(db, TEACHER_PASSWORD);
  const [teacher] = await queryRows<{ id: number; organization_id: number }>(db, sql`SELECT id, organization_id FROM users WHERE email = ${SUBSCRIBED_TEACHER_EMAIL}`);
  const school = teacher!.organization_id;
  const [plan] = await queryRows<{ id: number }>(db, sql`INSERT INTO lesson_plans (name, author_id, organization_id) VALUES ('Balanced bench', ${teacher!.id}, ${school}) RETURNING id`);
  const [activity] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO lesson_plan_activities (name, lesson_plan_id, author_id, position) VALUES ('How did it go?', ${plan!.id}, ${teacher!.id}, 0) RETURNING id`,
  );
  const tasks = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO lesson_plan_tasks (name, activity_id, lesson_plan_id, author_id, task_type, rating_style, action_type, position)
        SELECT 'Rate part ' || n, ${activity!.id}, ${plan!.id}, ${teacher!.id}, 'rating', 'stars', 'think', n
        FROM generate_series(1, ${TASKS}) AS n ORDER BY n RETURNING id`,
  );
  const classes = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO classes (class_name, organization_id) SELECT 'Bench class ' || n, ${school} FROM generate_series(1, ${CLASSES}) AS n ORDER BY n RETURNING id`,
  );
  const students = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO users (first_name, last_name, role, organization_id) SELECT 'Pupil', 'Bench ' || n, 'student', ${school} FROM generate_series(1, ${STUDENTS}) AS n ORDER BY n RETURNING id`,
  );
  const roster: number[][] = classes.map(() => []);
  students.forEach((s, i) => roster[i % classes.length]!.push(s.id));
  for (const [i, c] of classes.entries())
    await db.execute(sql`INSERT INTO class_students (class_id, student_id) SELECT ${c.id}, unnest(${`{${roster[i]!.join(',')}}`}::int[])`);
  return { plan: plan!.id, tasks: tasks.map((t) => t.id).sort((a, b) => a - b), classes: classes.map((c, i) => ({ id: c.id, students: roster[i]! })) };
}

/** A process's resident memory in MB (/proc, Linux). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

/** A process's CPU time (user + system) in ms; clock ticks are 100 a second on Linux. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The machine's busy and total CPU time so far (/proc/stat's first line), in ticks. */
export function machineTicks(): { busy: number; total: number } {
  const parts = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = parts.reduce((a, b) => a + b, 0);
  return { busy: total - parts[3]! - (parts[4] ?? 0), total };
}

/** Share of the machine's CPUs busy between two readings of machineTicks, in %. */
export const busyPercent = (a: ReturnType<typeof machineTicks>, b: ReturnType<typeof machineTicks>): number =>
  ((b.busy - a.busy) / Math.max(1, b.total - a.total)) * 100;

export const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
export const coreCount = (): number => cpus().length;

/** One process's /metrics (Prometheus text), read straight from it, not through the balancer. */
export async function processMetrics(server: RunningServer): Promise<{ streams: number; poolWaiting: number }> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const value = (metric: string): number => Number(new RegExp(`^${metric}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return { streams: value('lesson_event_streams_open'), poolWaiting: value('db_pool_waiting_queries') };
}

/** Connections to the bench's database now (both processes' pools and LISTEN sessions, and the bench's own). */
export async function databaseConnections(world: BalancedWorld): Promise<number> {
  const [row] = await queryRows<{ n: number }>(world.database.db, sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()`);
  return row?.n ?? 0;
}

/** CPU time so far, in ms, of each process that serves the bench, keyed by pid; and the machine's. */
export interface CpuSnapshot {
  servers: Map<number, number>;
  haproxy: Map<number, number>;
  /** The PostgreSQL backends connected to the bench's database (pools and LISTEN sessions). */
  postgres: Map<number, number>;
  client: number;
  machine: ReturnType<typeof machineTicks>;
}

const cpuOf = (pids: number[]): Map<number, number> => {
  const m = new Map<number, number>();
  for (const pid of pids) {
    try {
      m.set(pid, cpuMs(pid));
    } catch {
      // ended meanwhile
    }
  }
  return m;
};

/** The HAProxy this process started (its child named haproxy). */
function haproxyPids(): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.split(') ')[1]!.split(' ')[1]);
      if (ppid === process.pid && stat.includes('(haproxy)')) found.push(Number(entry));
    } catch {
      // gone
    }
  }
  return found;
}

export async function cpuSnapshot(world: BalancedWorld): Promise<CpuSnapshot> {
  const backends = await queryRows<{ pid: number }>(world.database.db, sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
  const own = process.cpuUsage();
  return {
    servers: cpuOf(world.servers.map((s) => s.pid)),
    haproxy: cpuOf(haproxyPids()),
    postgres: cpuOf(backends.map((b) => b.pid)),
    client: (own.user + own.system) / 1000,
    machine: machineTicks(),
  };
}

/** CPU ms spent between two snapshots (a process that ended between them counts only until the first). */
export function cpuSpent(a: CpuSnapshot, b: CpuSnapshot): { servers: number; haproxy: number; postgres: number; client: number; machineBusyPercent: number } {
  const delta = (x: Map<number, number>, y: Map<number, number>): number => [...y].reduce((sum, [pid, ms]) => sum + ms - (x.get(pid) ?? 0), 0);
  return {
    servers: delta(a.servers, b.servers),
    haproxy: delta(a.haproxy, b.haproxy),
    postgres: delta(a.postgres, b.postgres),
    client: b.client - a.client,
    machineBusyPercent: busyPercent(a.machine, b.machine),
  };
}

/**
 * Asks a process directly (not through the balancer) every `everyMs` until `stop()`: `GET /healthz`
 * (its event loop), `GET /readyz` (also a database round trip through its pool: what the
 * balancer's health check waits on) and its pool's waiting queries (/metrics).
 */
export function sampleProcess(server: RunningServer, everyMs = 100): { stop(): Promise<{ healthz: number[]; readyz: number[]; notReady: number; poolWaitingMax: number }> } {
  const healthz: number[] = [];
  const readyz: number[] = [];
  let notReady = 0;
  let poolWaitingMax = 0;
  let running = true;
  const timed = async (path: string, into: number[]): Promise<number> => {
    const start = performance.now();
    const status = await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(10_000) }).then(async (r) => (await r.arrayBuffer(), r.status), () => 0);
    into.push(performance.now() - start);
    return status;
  };
  const loop = (async () => {
    while (running) {
      const [, ready, metrics] = await Promise.all([timed('/healthz', healthz), timed('/readyz', readyz), processMetrics(server).catch(() => undefined)]);
      if (ready !== 200) notReady += 1;
      if (metrics && metrics.poolWaiting > poolWaitingMax) poolWaitingMax = metrics.poolWaiting;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { healthz, readyz, notReady, poolWaitingMax };
    },
  };
}
