/**
 * GET /metrics (server/metrics/): Prometheus' text format for whoever holds METRICS_TOKEN, and
 * for everyone else the not-found answer of an unknown route (never an app's HTML). What it
 * reports moves with what the app does: requests by route pattern, throttle refusals, the
 * outbox, mail delivery, job runs, open lesson streams, and the PostgreSQL pool.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { mailOutbox } from '../../server/db/extraTables';
import { scheduleJob } from '../../server/jobs/schedule';
import { scheduleMailDelivery } from '../../server/jobs/deliverMail';
import { MAIL_MAX_ATTEMPTS } from '../../server/mail/delivery';
import type { MailTransport } from '../../server/mail/transport';
import { LOGIN_FAILURES_PER_MINUTE } from '../../domain/constants';
import { buildWorld, startTestApp, TEST_SECRET, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { openEventStream } from '../support/eventStream';
import { API, classroomWithLesson } from '../support/classroomWorld';

const kinds = await testDbKinds({ postgres: "the pool gauges exist only over pg's pool, and pg returns the outbox's counts as text" });

const TOKEN = 'metrics-token-for-the-tests';
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(m[3]);
  }
  return undefined;
}

/** A built registration app whose catch-all answers every unknown page address with its HTML. */
function builtApps(): string {
  const dist = mkdtempSync(join(tmpdir(), 'metrics-dist-'));
  mkdirSync(join(dist, 'registration'));
  writeFileSync(join(dist, 'registration', 'index.html'), '<!doctype html><html><body>registration app</body></html>');
  return dist;
}

describe.each(kinds)('GET /metrics on %s', (kind) => {
  let t: TestApp;
  let w: World;
  const scrape = async (app: FastifyInstance = t.app): Promise<string> => {
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  beforeAll(async () => {
    t = await startTestApp(kind, { metricsToken: TOKEN });
    w = await buildWorld(t);
  });
  afterAll(async () => t.close());

  it('answers the token in Prometheus text format, uncached, with the process metrics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(PROMETHEUS_TEXT);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(res.body, 'db_driver_info', { driver: kind })).toBe(1);
  });

  it('answers a missing, wrong or non-bearer token exactly as an unknown route', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/metrics-nowhere' });
    expect(unknown.statusCode).toBe(404);
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(404);
      expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(res.body).toBe(unknown.body.replace('/metrics-nowhere', '/metrics'));
    }
  });

  it('never answers with an app page: 404 in JSON without METRICS_TOKEN or with a wrong one, 200 with it', async () => {
    const dist = builtApps();
    const unset = await buildApp({ db: t.database.db, jwtSecret: TEST_SECRET, distDir: dist });
    const set = await buildApp({ db: t.database.db, jwtSecret: TEST_SECRET, distDir: dist, metricsToken: TOKEN });
    try {
      // The catch-all is there: an unknown page address gets the registration app, an unknown server path the not-found document.
      expect((await unset.inject({ method: 'GET', url: '/metrics-nowhere' })).body).toContain('registration app');
      const unknown = await unset.inject({ method: 'GET', url: '/api/nowhere' });
      expect(unknown.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
      for (const [app, authorization] of [[unset, `Bearer ${TOKEN}`], [unset, undefined], [set, 'Bearer wrong']] as const) {
        const res = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
        expect(res.body).toBe(unknown.body.replace('/api/nowhere', '/metrics'));
        expect(res.json()).toMatchObject({ errors: [{ status: '404', detail: 'No route for GET /metrics', meta: { error_identifier: 'notFound' } }] });
      }
      expect(sample(await scrape(set), 'lesson_event_streams_open')).toBe(0);
    } finally {
      await Promise.all([unset.close(), set.close()]);
    }
  });

  it('times requests by route pattern and status, never by the raw URL', async () => {
    const labels = { method: 'GET', route: `${API}/users/:id`, status_code: '200' };
    const before = sample(await scrape(), 'http_request_duration_seconds_count', labels) ?? 0;
    for (const id of [w.ids.teacherA, w.ids.teacherB, w.ids.parent])
      expect((await t.request('GET', `${API}/users/${id}`, { token: w.tokens.superUser })).status).toBe(200);
    expect((await t.request('GET', `${API}/users/${w.ids.teacherA}`)).status).toBe(401);
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(before + 3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 3);
    expect(sample(text, 'http_request_duration_seconds_count', { ...labels, status_code: '401' })).toBe(1);
    expect(text).not.toContain(`${API}/users/${w.ids.teacherA}`);
  });

  it('counts a throttle refusal (429) by route', async () => {
    const labels = { method: 'PATCH', route: `${API}/user/reset_password` };
    expect(sample(await scrape(), 'throttle_refusals_total', labels) ?? 0).toBe(0);
    const attempt = () =>
      t.request('PATCH', `${API}/user/reset_password`, { body: { data: { type: 'users', attributes: { token: 'guess', password: 'newpass9', password_confirmation: 'newpass9' } } } });
    for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++) expect((await attempt()).status).toBe(422);
    expect((await attempt()).status).toBe(429);
    expect(sample(await scrape(), 'throttle_refusals_total', labels)).toBe(1);
  });

  it("reports the outbox's unsent mail: pending, and abandoned once out of attempts", async () => {
    const before = await scrape();
    const mail = { toAddress: 'someone@school.test', subject: 'Hello', body: 'Text' };
    await t.database.db.insert(mailOutbox).values([mail, { ...mail, attempts: MAIL_MAX_ATTEMPTS }, { ...mail, sentAt: new Date() }]);
    const after = await scrape();
    for (const state of ['pending', 'abandoned'])
      expect(sample(after, 'mail_outbox_depth', { state }), state).toBe((sample(before, 'mail_outbox_depth', { state }) ?? 0) + 1);
  });

  it('counts mail sent and mail the SMTP server refused', async () => {
    const count = (text: string, outcome: string): number => sample(text, 'mail_deliveries_total', { outcome }) ?? 0;
    const before = await scrape();
    await t.database.db.insert(mailOutbox).values([
      { toAddress: 'bounce@school.test', subject: 'Refused', body: 'Text' },
      { toAddress: 'fine@school.test', subject: 'Sent', body: 'Text' },
    ]);
    const refusing: MailTransport = {
      sendMail: async (message) => {
        if (message.to === 'bounce@school.test') throw Object.assign(new Error('550 no such user'), { code: 'EENVELOPE' });
        return {};
      },
    };
    const failures: string[] = [];
    // A second ahead: PostgreSQL stamps the rows due at its now() in microseconds, and a run
    // started within the same millisecond read `new Date()` as before it (seen on a fast machine).
    const clock = (): Date => new Date(Date.now() + 1_000);
    await scheduleMailDelivery(t.database.db, refusing, 'platform@school.test', clock, undefined, (line) => failures.push(line), t.app.metrics.mailDelivered).stop();
    const after = await scrape();
    expect(count(after, 'failed') - count(before, 'failed')).toBe(failures.length);
    expect(failures).toHaveLength(1);
    expect(count(after, 'sent') - count(before, 'sent')).toBeGreaterThanOrEqual(1);
  });

  it('counts job runs by job and outcome', async () => {
    const lines: string[] = [];
    const run = (name: string, work: () => Promise<void>) => scheduleJob(t.database.db, { name, intervalMs: 3_600_000, run: work }, (line) => lines.push(line), t.app.metrics.jobRan).stop();
    await run('metrics_test_job', async () => undefined);
    await run('metrics_test_job', async () => undefined);
    await run('metrics_test_failing', async () => Promise.reject(new Error('boom')));
    const text = await scrape();
    expect(sample(text, 'job_runs_total', { job: 'metrics_test_job', outcome: 'ran' })).toBe(2);
    expect(sample(text, 'job_runs_total', { job: 'metrics_test_failing', outcome: 'failed' })).toBe(1);
    expect(lines).toEqual([expect.stringContaining('job metrics_test_failing failed')]);
  });

  it('counts open lesson event streams', async () => {
    const { lesson } = await classroomWithLesson(t, w);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${API}`;
    const stream = await openEventStream(`${base}/lessons/${lesson.id}/events`, w.tokens.teacherA);
    try {
      expect(stream.status).toBe(200);
      await stream.next('hello');
      expect(sample(await scrape(), 'lesson_event_streams_open')).toBe(1);
    } finally {
      stream.close();
    }
    // The server learns of the closed connection a moment later.
    await vi.waitFor(async () => expect(sample(await scrape(), 'lesson_event_streams_open')).toBe(0), { timeout: 10_000 });
  });

  it.runIf(kind === 'postgres')("reports the PostgreSQL pool's connections", async () => {
    const text = await scrape();
    expect(sample(text, 'db_pool_max_connections')).toBe(10);
    const open = (sample(text, 'db_pool_connections', { state: 'idle' }) ?? 0) + (sample(text, 'db_pool_connections', { state: 'in_use' }) ?? 0);
    expect(open).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_waiting_queries')).toBe(0);
  });

  it.runIf(kind === 'pglite')('reports no pool for PGlite, which has none', async () => {
    expect(await scrape()).not.toContain('db_pool_');
  });
});
