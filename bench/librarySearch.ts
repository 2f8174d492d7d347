/**
 * Issue 10's figures. The server runs in a child process (bench/librarySearchTarget.ts) over
 * 10,000 library items; a trial teacher (gating on the path) searches with two filters and the
 * relevance sort at SEARCH_CONNECTIONS concurrent connections. Target: p95 under 30 ms, on
 * PGlite and on PostgreSQL (`DATABASE_URL`; the pool holds 10 connections, server/db/client.ts).
 * Then opening a lesson plan of 10 activities and 30 tasks: one request
 * (`include=activities,activities.tasks`), timed alone. Alone: `npx tsx bench/librarySearch.ts`.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { percentile, runLoad, type LoadResult } from './load';

const TARGET_P95_MS = 30;
const SEARCH_CONNECTIONS = 10;
const PLAN_RUNS = 50;
const MEDIA = 'application/vnd.api+json';
/** Full text, two filters (type and subject), relevance: the library page's usual request. */
export const SEARCH_QUERY = 'filter[q]=river&filter[content_type]=video&filter[subjects][contains]=geography&sort=-relevance&page[size]=24';

export interface LibraryBenchResult {
  db: string;
  search: LoadResult;
  /** The same search on one connection: the time a request costs without queueing behind others. */
  alone: LoadResult;
  /** What the measured search answered (total matches, items on the page). */
  searchAnswer: { total: number; page: number };
  plan: { medianMs: number; p95Ms: number; activities: number; tasks: number };
  met: boolean;
}

async function timedGet(url: string, headers: Record<string, string>): Promise<{ ms: number; body: { data: unknown; included?: { type: string }[]; meta?: { total: number } } }> {
  const start = performance.now();
  const res = await fetch(url, { headers });
  const body = (await res.json()) as { data: unknown; included?: { type: string }[]; meta?: { total: number } };
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - start, body };
}

export async function benchLibrarySearch(seconds = Number(process.env.BENCH_SECONDS ?? 8)): Promise<LibraryBenchResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/librarySearchTarget.ts'], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`library bench target exited with ${code}`)));
    });
    const { port, token, plan, db } = JSON.parse(line) as { port: number; token: string; plan: number; db: string };
    const base = `http://127.0.0.1:${port}/api/v1`;
    const headers = { authorization: `Bearer ${token}`, accept: MEDIA };
    const searchUrl = `${base}/contents?${SEARCH_QUERY}`;
    const answer = (await timedGet(searchUrl, headers)).body;
    await runLoad(searchUrl, { connections: SEARCH_CONNECTIONS, seconds: 2, headers });
    const search = await runLoad(searchUrl, { connections: SEARCH_CONNECTIONS, seconds, headers });
    const alone = await runLoad(searchUrl, { connections: 1, seconds: Math.max(2, seconds / 2), headers });

    const planUrl = `${base}/lesson_plans/${plan}?include=activities,activities.tasks`;
    const opened = (await timedGet(planUrl, headers)).body;
    const times: number[] = [];
    for (let i = 0; i < PLAN_RUNS; i++) times.push((await timedGet(planUrl, headers)).ms);
    times.sort((a, b) => a - b);
    const count = (type: string): number => (opened.included ?? []).filter((r) => r.type === type).length;
    return {
      db,
      search,
      alone,
      searchAnswer: { total: answer.meta?.total ?? 0, page: Array.isArray(answer.data) ? answer.data.length : 0 },
      plan: { medianMs: percentile(times, 50), p95Ms: percentile(times, 95), activities: count('lessonPlanActivities'), tasks: count('lessonPlanTasks') },
      met: search.p95 < TARGET_P95_MS && search.errors === 0,
    };
  } finally {
    child.kill('SIGTERM');
  }
}

export function describeLibraryBench(r: LibraryBenchResult): string {
  const s = r.search;
  return [
    `Library search over 10,000 items (${r.db}), ${SEARCH_CONNECTIONS} connections: ${SEARCH_QUERY}`,
    `  ${r.searchAnswer.total} matches, ${r.searchAnswer.page} on the page; ${s.rps.toFixed(0)} req/s, p50 ${s.p50.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms, errors ${s.errors}`,
    `  p95 target < ${TARGET_P95_MS} ms: ${r.met ? 'met' : 'MISSED'}; on one connection p50 ${r.alone.p50.toFixed(2)} ms, p95 ${r.alone.p95.toFixed(2)} ms`,
    `Opening a lesson plan (${r.plan.activities} activities, ${r.plan.tasks} tasks) in one request: median ${r.plan.medianMs.toFixed(2)} ms, p95 ${r.plan.p95Ms.toFixed(2)} ms over ${PLAN_RUNS} runs`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchLibrarySearch();
  console.log(describeLibraryBench(result));
  if (!result.met) process.exitCode = 1;
}
