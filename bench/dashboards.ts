/**
 * Issue 12's figures. The server runs in a child process (bench/dashboardsTarget.ts) on the demo
 * data; each home is loaded at DASHBOARD_CONNECTIONS connections by its reader after a warm-up:
 * GET /dashboards/teacher (the subscribed teacher), /dashboards/school (Hillcrest's organisation
 * admin) and /dashboards/admin (the super user, every section filled).
 * Alone: `npx tsx bench/dashboards.ts` (PGlite; PostgreSQL with DATABASE_URL).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { runLoad, type LoadResult } from './load';

/**
 * Our choice (the seed sets no target for the homes): each home's p99 under this at 10
 * connections. The embedded database answers one query at a time, so ten homes opened at once
 * queue behind each other (a teacher's home is about a dozen small queries, ~10 ms alone):
 * 150 ms keeps even the last of ten under a blink.
 */
export const DASHBOARD_TARGET_P99_MS = 150;
const DASHBOARD_CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const HOMES = ['teacher', 'school', 'admin'] as const;

export interface DashboardsBenchResult {
  db: string;
  /** `alone`: one connection, what a request costs without queueing (PGlite runs one query at a time). */
  homes: { home: (typeof HOMES)[number]; load: LoadResult; alone: LoadResult; met: boolean }[];
  errors: number;
  met: boolean;
}

export async function benchDashboards(seconds = Number(process.env.BENCH_SECONDS ?? 8)): Promise<DashboardsBenchResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/dashboardsTarget.ts'], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`dashboards bench target exited with ${code}`)));
    });
    const { port, tokens, db } = JSON.parse(line) as { port: number; tokens: Record<string, string>; db: string };
    const homes: DashboardsBenchResult['homes'] = [];
    for (const home of HOMES) {
      const url = `http://127.0.0.1:${port}/api/v1/dashboards/${home}`;
      const headers = { authorization: `Bearer ${tokens[home]}`, accept: 'application/vnd.api+json' };
      await runLoad(url, { connections: DASHBOARD_CONNECTIONS, seconds: WARMUP_SECONDS, headers });
      const load = await runLoad(url, { connections: DASHBOARD_CONNECTIONS, seconds, headers });
      const alone = await runLoad(url, { connections: 1, seconds: WARMUP_SECONDS, headers });
      homes.push({ home, load, alone, met: load.errors === 0 && load.p99 < DASHBOARD_TARGET_P99_MS });
    }
    const errors = homes.reduce((sum, h) => sum + h.load.errors + h.alone.errors, 0);
    return { db, homes, errors, met: homes.every((h) => h.met) };
  } finally {
    child.kill('SIGTERM');
  }
}

export function describeDashboardsBench(r: DashboardsBenchResult): string {
  return [
    `Dashboards (${r.db}), ${DASHBOARD_CONNECTIONS} connections each (target p99 < ${DASHBOARD_TARGET_P99_MS} ms, our choice):`,
    ...r.homes.map(({ home, load: l, alone, met }) =>
      `  GET /dashboards/${home.padEnd(7)} ${l.rps.toFixed(0).padStart(5)} req/s, p50 ${l.p50.toFixed(2)} ms, p99 ${l.p99.toFixed(2)} ms, errors ${l.errors}: ${met ? 'met' : 'MISSED'}; on one connection p50 ${alone.p50.toFixed(2)} ms`),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchDashboards();
  console.log(describeDashboardsBench(result));
  if (result.errors > 0) process.exitCode = 1;
}
