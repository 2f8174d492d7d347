/**
 * What GET /metrics reports (issue 24; served by route.ts), in one registry per app.
 *
 * Why a registry per app and not prom-client's global one: the integration tests build several
 * apps in one worker (and the benchmark builds its own), and metrics registered twice in one
 * registry throw; an app's counters are also only meaningful for that app. The process's own
 * metrics (CPU, memory, event loop, GC: collectDefaultMetrics) describe the process, not an app,
 * so they are collected once per process into a registry of their own and merged into each scrape.
 *
 * | metric                               | kind      | labels                        | from |
 * |--------------------------------------|-----------|-------------------------------|------|
 * | http_request_duration_seconds        | histogram | method, route, status_code    | every answered request (route.ts); `_count` is the request rate |
 * | throttle_refusals_total              | counter   | method, route                 | every 429 (ApiError.tooManyAttempts) |
 * | lesson_event_streams_open            | gauge     |                               | open GET /lessons/{id}/events streams |
 * | mail_outbox_depth                    | gauge     | state (pending, abandoned)    | unsent mail_outbox rows, counted at scrape |
 * | mail_deliveries_total                | counter   | outcome (sent, failed)        | each SMTP send (mail/delivery.ts) |
 * | job_runs_total                       | counter   | job, outcome (ran, skipped, failed) | each scheduled turn (jobs/schedule.ts) |
 * | db_driver_info                       | gauge     | driver (pglite, postgres)     | always 1 |
 * | db_pool_connections                  | gauge     | state (idle, in_use)          | PostgreSQL only: the `pg` pool |
 * | db_pool_max_connections              | gauge     |                               | PostgreSQL only |
 * | db_pool_waiting_queries              | gauge     |                               | PostgreSQL only: queries waiting for a connection |
 * | process_*, nodejs_*                  |           |                               | prom-client's default metrics |
 *
 * PGlite has no pool to report: one in-process connection runs one transaction at a time.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { and, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { mailOutbox } from '../db/extraTables';
import { MAIL_MAX_AGE_MS, MAIL_MAX_ATTEMPTS, type DeliveryOutcome } from '../mail/delivery';
import type { JobOutcome } from '../jobs/schedule';

export interface AppMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  throttleRefusals: Counter<'method' | 'route'>;
  /** For jobs/schedule.ts `scheduleJob` (start.ts wires it). */
  jobRan(job: string, outcome: JobOutcome): void;
  /** For mail/delivery.ts (start.ts wires it through jobs/deliverMail.ts). */
  mailDelivered(outcome: DeliveryOutcome): void;
}

export interface MetricSources {
  db: Db;
  /** The driver and, on PostgreSQL, its pool (AppOptions.database); absent, neither is reported. */
  database?: Pick<Database, 'kind' | 'poolStats'> | undefined;
  /** Open lesson event streams (live/lessonEvents.ts `size`). */
  openStreams(): number;
}

let processRegistry: Registry | undefined;

/** prom-client's default metrics, collected once per process however many apps it builds. */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Unsent mail: still to be tried, or given up on (out of attempts, or too old to send: mail/delivery.ts). */
async function outboxDepth(db: Db): Promise<{ pending: number; abandoned: number }> {
  // The partial index mail_outbox_pending_idx (WHERE sent_at IS NULL) keeps this cheap. The
  // database's clock judges a mail's age, as one statement reads both counts.
  const sendable = and(lt(mailOutbox.attempts, MAIL_MAX_ATTEMPTS), sql`${mailOutbox.createdAt} > now() - ${MAIL_MAX_AGE_MS}::int * interval '1 millisecond'`);
  const [row] = await db
    .select({ pending: sql<number | string>`count(*) filter (where ${sendable})`, abandoned: sql<number | string>`count(*) filter (where not (${sendable}))` })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  // pg returns counts as text, PGlite as numbers.
  return { pending: Number(row?.pending ?? 0), abandoned: Number(row?.abandoned ?? 0) };
}

function databaseMetrics(registry: Registry, database: MetricSources['database']): void {
  if (!database) return;
  new Gauge({ name: 'db_driver_info', help: 'The database driver in use (1)', labelNames: ['driver'], registers: [registry] }).set({ driver: database.kind }, 1);
  const stats = database.poolStats;
  if (!stats) return;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the PostgreSQL pool, idle or lent out',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const s = stats();
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'in_use' }, s.total - s.idle);
    },
  });
  new Gauge({ name: 'db_pool_max_connections', help: 'Connections the PostgreSQL pool may open', registers: [registry], collect() { this.set(stats().max); } });
  new Gauge({ name: 'db_pool_waiting_queries', help: 'Queries waiting for a connection of the PostgreSQL pool', registers: [registry], collect() { this.set(stats().waiting); } });
}

export function appMetrics(sources: MetricSources): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern (never the raw URL) and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const throttleRefusals = new Counter({
    name: 'throttle_refusals_total',
    help: 'Requests refused with 429 tooManyAttempts by a throttle, by route pattern',
    labelNames: ['method', 'route'] as const,
    registers,
  });
  const jobRuns = new Counter({ name: 'job_runs_total', help: 'Turns of the periodic jobs, by outcome', labelNames: ['job', 'outcome'] as const, registers });
  const deliveries = new Counter({ name: 'mail_deliveries_total', help: 'Mails sent over SMTP, or failed to send', labelNames: ['outcome'] as const, registers });
  new Gauge({
    name: 'lesson_event_streams_open',
    help: 'Open Server-Sent Event streams of lessons in this process',
    registers,
    collect() {
      this.set(sources.openStreams());
    },
  });
  new Gauge({
    name: 'mail_outbox_depth',
    help: 'Unsent mail in the outbox: pending (will be tried) or abandoned (out of attempts or too old)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      try {
        const depth = await outboxDepth(sources.db);
        this.set({ state: 'pending' }, depth.pending);
        this.set({ state: 'abandoned' }, depth.abandoned);
      } catch {
        // A database that does not answer leaves the depth unknown (no sample), not the scrape failed.
        this.reset();
      }
    },
  });
  databaseMetrics(registry, sources.database);
  return {
    registry,
    requestDuration,
    throttleRefusals,
    jobRan: (job, outcome) => jobRuns.inc({ job, outcome }),
    mailDelivered: (outcome) => deliveries.inc({ outcome }),
  };
}
