/**
 * GET /metrics (issue 24): the app's metrics (registry.ts) in Prometheus' text format, for an
 * operator's scraper, outside the API and outside sign-in.
 *
 * | METRICS_TOKEN | request                                   | answer                                   |
 * |---------------|-------------------------------------------|------------------------------------------|
 * | unset         | any                                       | 404, as an unknown route                 |
 * | set           | `Authorization: Bearer <METRICS_TOKEN>`   | 200 `text/plain; version=0.0.4`          |
 * | set           | no token, another token, another scheme   | 404, as an unknown route                 |
 *
 * A refused request gets 404, not 401, so the endpoint's existence is not revealed: the answer is
 * the not-found handler's (jsonapi/errorHandler.ts), never an app's HTML page (the route exists,
 * so the registration app's catch-all never sees the path). Tokens are compared as SHA-256
 * digests with timingSafeEqual: constant time, whatever either length.
 *
 * Requests are timed in onResponse by Fastify's route pattern (`/api/v1/users/:id`, never the
 * raw URL, so ids cannot multiply the series; `unmatched` for no route). Event streams are left
 * out of the histogram: their "duration" is how long a lesson was followed (lesson_event_streams_open
 * counts them instead). Without METRICS_TOKEN nothing is timed: nobody could read it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Registry } from 'prom-client';
import { appMetrics, processMetrics, type MetricSources } from './registry';

export interface MetricsOptions extends Omit<MetricSources, 'db'> {
  /** METRICS_TOKEN; unset, /metrics answers 404 to everyone. */
  token?: string | undefined;
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** The bearer token of an Authorization header, if it has one. */
function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];
}

function timeRequests(app: FastifyInstance): void {
  const { requestDuration, throttleRefusals } = app.metrics;
  app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.routeOptions.config?.eventStream) return;
    const route = req.routeOptions.url ?? 'unmatched';
    requestDuration.observe({ method: req.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    // Every 429 is a throttle's refusal (ApiError.tooManyAttempts); the route names the throttle.
    if (reply.statusCode === 429) throttleRefusals.inc({ method: req.method, route });
  });
}

/**
 * Decorates `app.metrics` (always: start.ts wires the jobs and mail delivery to it) and serves
 * GET /metrics. Registered before the API plugin, so its hook times the API's routes too.
 */
export function registerMetrics(app: FastifyInstance, opts: MetricsOptions): void {
  app.decorate('metrics', appMetrics({ db: app.db, database: opts.database, openStreams: opts.openStreams }));
  const expected = opts.token ? digest(opts.token) : undefined;
  if (expected) timeRequests(app);
  const served = expected ? Registry.merge([processMetrics(), app.metrics.registry]) : undefined;
  app.get('/metrics', async (req, reply) => {
    const token = bearerToken(req.headers.authorization);
    if (!expected || !served || token === undefined || !timingSafeEqual(digest(token), expected)) return reply.callNotFound();
    const text = await served.metrics();
    return reply.type(served.contentType).header('cache-control', 'no-store').send(text);
  });
}
