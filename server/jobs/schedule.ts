/**
 * How the periodic jobs run (issue 15): at start and then every interval, each run inside one
 * transaction that first takes a PostgreSQL advisory lock named after the job. With several API
 * processes on one database exactly one of them runs a job at a time; the others find the lock
 * taken and skip that turn (the next turn comes within one interval, and every job picks up
 * whatever is due, so a skipped turn loses nothing). The lock is transaction-scoped, so it is
 * released by the commit, by a rollback, or by the database when a process dies mid-run.
 * Within one process a run never overlaps the previous one either. Timers never keep the process
 * alive; `stop` waits for a run in progress, so a shutdown does not cut a job in half.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { serverLog } from '../log';

/** First key of the advisory lock pair: this product's periodic jobs (the second is the job's name hashed). */
export const JOB_LOCK_NAMESPACE = 15_001;

export interface Job {
  /** Names the lock and the log lines; stable across versions so old and new processes exclude each other. */
  name: string;
  intervalMs: number;
  /** The work, on the transaction that holds the lock; answers what it did, for the log. */
  run(db: Db): Promise<number | void>;
}

/** Runs `job` once if no other process is running it; answers false when it was skipped. */
export async function runExclusively(db: Db, job: Pick<Job, 'name' | 'run'>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const txDb: Db = tx;
    // SQL text: an advisory lock is a function call on no table, which Drizzle's builders do not express.
    const [lock] = await queryRows<{ taken: boolean }>(txDb, sql`SELECT pg_try_advisory_xact_lock(${JOB_LOCK_NAMESPACE}, hashtext(${job.name})) AS taken`);
    if (!lock?.taken) return false;
    await job.run(txDb);
    return true;
  });
}

/** How a scheduled turn ended: it ran, another process held the lock, or it threw. */
export type JobOutcome = 'ran' | 'skipped' | 'failed';

export interface ScheduledJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** `counted` hears each turn's outcome (the job_runs_total metric, server/metrics/). */
export function scheduleJob(
  db: Db,
  job: Job,
  log: (line: string) => void = serverLog.warn,
  counted: (job: string, outcome: JobOutcome) => void = () => undefined,
): ScheduledJob {
  let current: Promise<unknown> | undefined;
  const tick = (): void => {
    if (current) return;
    current = runExclusively(db, job)
      .then(
        (ran) => counted(job.name, ran ? 'ran' : 'skipped'),
        (err: unknown) => {
          counted(job.name, 'failed');
          log(`job ${job.name} failed: ${String(err)}`);
        },
      )
      .finally(() => (current = undefined));
  };
  tick();
  const timer = setInterval(tick, job.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
