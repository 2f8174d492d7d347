/**
 * A process stopped with SIGTERM in the middle of traffic (issue 24), as a rolling deployment
 * stops it: the real product (server/main.ts) on PostgreSQL, requests in flight on connections
 * of their own, on a keep-alive pool's reused connections and half-sent, and a lesson's event
 * stream open. Every request whose bytes the process had when the signal came is answered in
 * full; none is reset or refused. The stream ends cleanly with a reconnect hint, `/readyz` says
 * `stopping`, and the process exits 0 within SHUTDOWN_GRACE_MS. A request that never completes
 * is cut at the grace period's end, and the exit says so.
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHUTDOWN_GRACE_MS } from '../../server/gracefulClose';
import { startProductServer, type RunningServer } from '../e2e/support/server';
import { body, buildWorld, MEDIA, startTestApp, TEST_SECRET, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { classroomWithLesson } from '../support/classroomWorld';
import { openEventStream } from '../support/eventStream';

const kinds = await testDbKinds({ postgres: 'API processes stop behind a balancer on PostgreSQL (it runs on PostgreSQL alone)' });
const API = '/api/v1';
/** Requests sent at once, each on a connection of its own. */
const IN_FLIGHT = 16;
/** Connections of the keep-alive pool, each used once before the signal and once just before it. */
const POOLED = 4;
/** Users listed by each request: enough rows that the requests are still running when the signal comes. */
const LISTED = 500;
const WAIT_LIMIT_MS = 60_000;

interface Outcome {
  status?: number;
  connection?: string;
  body?: string;
  error?: string;
}

/** Waits for `ready` to hold, looking every 20 ms; fails after WAIT_LIMIT_MS saying what it waited for. */
async function until(ready: () => boolean, what: string): Promise<void> {
  const giveUpAt = Date.now() + WAIT_LIMIT_MS;
  while (!ready()) {
    if (Date.now() > giveUpAt) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A request through `agent`: `written` once its bytes are on their way, `outcome` its answer or its error. */
function send(url: string, agent: Agent | false, method: string, token?: string, payload?: unknown): { written: Promise<void>; outcome: Promise<Outcome> } {
  const data = payload === undefined ? undefined : JSON.stringify(payload);
  const req = request(url, {
    method,
    agent,
    headers: { accept: MEDIA, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(data ? { 'content-type': MEDIA, 'content-length': String(Buffer.byteLength(data)) } : {}) },
  });
  const written = new Promise<void>((resolve) => req.once('finish', resolve));
  const outcome = new Promise<Outcome>((resolve) => {
    req.once('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, connection: headerOf(res.headers, 'connection'), body: text }));
      res.once('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    });
  });
  req.end(data);
  return { written, outcome };
}

const headerOf = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** A request written in two parts over a raw connection: `head` now, `rest` when told (the process has by then begun to stop). */
async function halfSent(port: number, head: string, rest: string): Promise<{ finish(): void; outcome: Promise<Outcome> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let text = '';
  const outcome = new Promise<Outcome>((resolve) => {
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.once('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    socket.once('close', () => {
      const [headText = '', bodyText = ''] = text.split('\r\n\r\n', 2);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(headText)?.[1];
      resolve(status ? { status: Number(status), connection: /^connection: (.*)$/im.exec(headText)?.[1], body: bodyText } : { error: 'no answer' });
    });
  });
  await new Promise<void>((resolve) => socket.write(head, () => resolve()));
  return { finish: () => void socket.write(rest), outcome };
}

/** A raw POST of `payload`, cut before the blank line that ends its headers. */
function splitPost(path: string, token: string, payload: unknown): [string, string] {
  const data = JSON.stringify(payload);
  const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: ${MEDIA}\r\nContent-Type: ${MEDIA}\r\nAuthorization: Bearer ${token}\r\nContent-Length: ${Buffer.byteLength(data)}\r\n`;
  return [head, `\r\n${data}`];
}

/** The outcomes in the figures the issue counts. */
function tally(outcomes: Outcome[]): { completed: number; unavailable: number; failed: string[] } {
  const completed = outcomes.filter((o) => o.status !== undefined && o.status < 300).length;
  const unavailable = outcomes.filter((o) => o.status === 503).length;
  const failed = outcomes.filter((o) => o.error !== undefined || (o.status !== undefined && o.status >= 300 && o.status !== 503)).map((o) => o.error ?? String(o.status));
  return { completed, unavailable, failed };
}

describe.runIf(kinds.includes('postgres'))('a process stopped with SIGTERM in the middle of traffic', { timeout: 180_000 }, () => {
  let t: TestApp;
  let w: World;
  let server: RunningServer | undefined;
  const env = (): Record<string, string> => ({ NODE_ENV: 'production', DATABASE_URL: t.database.url!, JWT_SECRET: TEST_SECRET });

  beforeAll(async () => {
    t = await startTestApp('postgres');
    w = await buildWorld(t);
    await t.database.db.execute(
      sql`INSERT INTO users (first_name, last_name, email, role, organization_id) SELECT 'Listed', 'User ' || g, 'listed' || g || '@stop.test', 'teacher', ${Number(w.schoolB)} FROM generate_series(1, ${LISTED}) g`,
    );
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await t.close();
  });

  it('answers every request it had, ends the event stream with a reconnect hint, says stopping and exits 0', async () => {
    const { lesson } = await classroomWithLesson(t, w);
    const running = (server = await startProductServer({ env: env() }));
    const port = Number(new URL(running.url).port);
    const list = `${running.url}${API}/users?page[size]=${LISTED}`;
    const stream = await openEventStream(`${running.url}${API}/lessons/${lesson.id}/events`, w.tokens.teacherA);
    expect(stream.status).toBe(200);
    await stream.next('hello');
    // The pool's connections carry one request each and then wait, idle, for the next.
    const pool = new Agent({ keepAlive: true, maxSockets: POOLED });
    const warmUp = await Promise.all(Array.from({ length: POOLED }, () => send(list, pool, 'GET', w.tokens.superUser).outcome));
    expect(warmUp.map((o) => o.status)).toEqual(Array(POOLED).fill(200));

    // Requests the signal finds half-received: a creation and a readiness check cut inside their headers.
    const school = { organization: { data: { type: 'organizations', id: w.schoolB } } };
    const creation = await halfSent(port, ...splitPost(`${API}/users`, w.tokens.superUser, body('users', { first_name: 'Half', email: 'half@stop.test', role: 'teacher' }, school)));
    const readiness = await halfSent(port, 'GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n', '\r\n');
    // A busy process reads what has arrived only when it next looks. Paused (SIGSTOP), it takes
    // in nothing, while the kernel completes the new connections and holds their bytes; it
    // continues (SIGCONT) with the requests and the signal waiting together, as under load.
    running.signal('SIGSTOP');
    const sent = [
      ...Array.from({ length: IN_FLIGHT }, () => send(list, false, 'GET', w.tokens.superUser)),
      ...Array.from({ length: POOLED }, () => send(list, pool, 'GET', w.tokens.superUser)),
    ];
    await Promise.all(sent.map((s) => s.written));
    const signalledAt = Date.now();
    running.signal('SIGTERM');
    running.signal('SIGCONT');
    await until(() => /draining/.test(running.output()), 'the process to say it is draining');
    creation.finish();
    readiness.finish();

    const outcomes = await Promise.all(sent.map((s) => s.outcome));
    const code = await running.exited;
    const tookMs = Date.now() - signalledAt;
    pool.destroy();

    expect(tally(outcomes), 'every request in flight answered in full').toEqual({ completed: IN_FLIGHT + POOLED, unavailable: 0, failed: [] });
    const created = await creation.outcome;
    expect(created.status, `the half-received creation: ${created.body ?? created.error}`).toBe(201);
    expect(created.connection).toBe('close');
    const ready = await readiness.outcome;
    expect({ status: ready.status, body: ready.body ? (JSON.parse(ready.body) as unknown) : ready.error }).toEqual({ status: 503, body: { status: 'stopping' } });
    expect(ready.connection).toBe('close');
    // Responses sent once the stop began tell the pool to open its next request elsewhere.
    expect(outcomes.slice(IN_FLIGHT).map((o) => o.connection)).toEqual(Array(POOLED).fill('close'));
    expect(await stream.ended).toBe('ended');
    expect(stream.retryMs()).toBeGreaterThan(0);
    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(SHUTDOWN_GRACE_MS);
  });

  it('keeps taking requests for SHUTDOWN_DELAY_MS while /readyz says stopping, then exits 0', async () => {
    // Long enough for this test to ask twice on a busy machine; the process waits it out whatever happens.
    const delayMs = 5_000;
    const running = (server = await startProductServer({ env: { ...env(), SHUTDOWN_DELAY_MS: String(delayMs) } }));
    const signalledAt = Date.now();
    running.signal('SIGTERM');
    await until(() => /draining/.test(running.output()), 'the process to say it is draining');
    // New connections, as a balancer's health check and a request it had already routed.
    const ready = await send(`${running.url}/readyz`, false, 'GET').outcome;
    const shown = await send(`${running.url}${API}/users/${w.ids.teacherA}`, false, 'GET', w.tokens.superUser).outcome;
    const code = await running.exited;
    expect({ status: ready.status, body: ready.body ? (JSON.parse(ready.body) as unknown) : ready.error }).toEqual({ status: 503, body: { status: 'stopping' } });
    expect([shown.status, shown.connection]).toEqual([200, 'close']);
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(delayMs + SHUTDOWN_GRACE_MS);
  });

  it('cuts a request that does not finish within the grace period and exits 1 saying so', async () => {
    const running = (server = await startProductServer({ env: { ...env(), SHUTDOWN_GRACE_MS: '1000' } }));
    const stuck = await halfSent(Number(new URL(running.url).port), 'GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n', '');
    running.signal('SIGTERM');
    expect(await running.exited).toBe(1);
    expect((await stuck.outcome).status).toBeUndefined();
    expect(running.output()).toMatch(/cut 1 connection/);
  });
});
