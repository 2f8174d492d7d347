/**
 * The balanced classroom bench's browsers (bench/balancedClassroom.ts). Each pupil and the teacher
 * is a client with a keep-alive connection of its own for requests (as a browser keeps one) and
 * one more for its lesson's event stream, both from its class's address (127.0.0.x: the
 * balancer names it in X-Forwarded-For, as a school's one address). A request cut off, or
 * answered 502/503, is sent again unchanged after a growing wait (answers carry their
 * idempotency key; the student app itself keeps a failed answer pending and sends it again
 * later, student/answers/sendAnswer.ts); an event stream that ends is opened again as
 * dataProvider/lessonEvents.ts does (after the server's `retry:`, else a second, doubling up to
 * LIVE_RECONNECT_MAX_MS).
 */
import http from 'node:http';
import { parseBlock, type LessonEvent } from '../dataProvider/lessonEvents';
import { LIVE_RECONNECT_MAX_MS } from '../domain/lessons';

export const MEDIA = 'application/vnd.api+json';
/**
 * A retrying client waits RETRY_FIRST_MS, doubling up to RETRY_MAX_MS (each wait drawn between
 * half and all of it, so a thousand clients do not come back in step), and gives up once
 * GIVE_UP_MS have passed since the first try (a restart takes seconds).
 */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 4000;
const GIVE_UP_MS = 60_000;
const REQUEST_TIMEOUT_MS = 30_000;

export interface Reply {
  status: number;
  text: string;
}

/** How one request went for its user: the last reply (status 0: no answer at all), and how long from the first try. */
export interface Outcome extends Reply {
  ms: number;
  tries: number;
  /** performance.now() when the user first sent it and when the last reply came. */
  sentAt: number;
  doneAt: number;
}

/** Why requests were sent again (a status, or the connection's error code), with how often, since the last clearing. */
export const retryReasons = new Map<string, number>();

/** Who answered a 502/503: HAProxy with no process in rotation, a process still starting, or the API. */
const whose = (r: Reply): string =>
  r.text.includes('No server is available') ? 'from HAProxy (no process up)' : r.text.startsWith('Starting') ? 'from a starting process' : r.text.includes('<html>') ? 'from HAProxy' : 'from the API';

export class Client {
  private readonly agent: http.Agent;

  constructor(private readonly base: string, readonly address: string) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  }

  once(method: string, path: string, payload?: unknown, token?: string): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const req = http.request(`${this.base}${path}`, {
        method,
        agent: this.agent,
        localAddress: this.address,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          accept: MEDIA,
          ...(payload === undefined ? {} : { 'content-type': MEDIA }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      req.once('error', reject);
      req.once('timeout', () => req.destroy(new Error('timed out')));
      req.once('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.once('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.once('error', reject);
      });
      req.end(payload === undefined ? undefined : JSON.stringify(payload));
    });
  }

  /** Sends until answered by the application (anything but a cut connection, 502 or 503). */
  async send(method: string, path: string, payload?: unknown, token?: string): Promise<Outcome> {
    const sentAt = performance.now();
    for (let tries = 1; ; tries++) {
      const reply = await this.once(method, path, payload, token).catch((err: NodeJS.ErrnoException) => ({ status: 0, text: err.code ?? err.message }));
      const answered = reply.status !== 0 && reply.status !== 502 && reply.status !== 503;
      if (!answered) {
        const why = reply.status === 0 ? reply.text : `${reply.status} ${whose(reply)}`;
        retryReasons.set(why, (retryReasons.get(why) ?? 0) + 1);
      }
      if (answered || performance.now() - sentAt > GIVE_UP_MS) {
        const doneAt = performance.now();
        return { ...reply, ms: doneAt - sentAt, tries, sentAt, doneAt };
      }
      const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (tries - 1));
      await new Promise((resolve) => setTimeout(resolve, wait / 2 + (Math.random() * wait) / 2));
    }
  }

  close(): void {
    this.agent.destroy();
  }
}

/** One drop of a stream: when it ended and when the `hello` of the stream that replaced it came. */
export interface Drop {
  at: number;
  helloAt?: number;
}

/**
 * A lesson's event stream that reopens itself when it ends. `onEvent` gets the teacher's events
 * (pupils' streams pass none and only their `hello`s are read).
 */
export class LiveStream {
  readonly drops: Drop[] = [];
  /** Opens refused (status other than 200) or failed (no connection). */
  failedOpens = 0;
  /** Why they failed: a status or an error code, with how often. */
  readonly failures = new Map<string, number>();
  private req: http.ClientRequest | undefined;
  private closed = false;
  private failuresInRow = 0;
  private retryMs: number | undefined;
  private firstHello: (() => void) | undefined;

  constructor(
    private readonly base: string,
    private readonly address: string,
    private readonly lessonId: string,
    private readonly token: string,
    private readonly onEvent?: (event: LessonEvent, at: number, reconnected: boolean) => void,
  ) {}

  /** Resolves at the first `hello`. */
  open(): Promise<void> {
    return new Promise((resolve) => {
      this.firstHello = resolve;
      this.connect();
    });
  }

  get live(): boolean {
    const last = this.drops.at(-1);
    return last === undefined || last.helloAt !== undefined;
  }

  private connect(): void {
    if (this.closed) return;
    let done = false;
    const retry = (): void => {
      if (done || this.closed) return;
      done = true;
      this.req?.destroy();
      // A live stream that ended is a drop; a reopening (or the first opening) that failed waits longer.
      if (answered && this.live && !this.firstHello) this.drops.push({ at: performance.now() });
      else this.failuresInRow += 1;
      const wait = this.retryMs ?? Math.min(LIVE_RECONNECT_MAX_MS, 1000 * 2 ** this.failuresInRow);
      this.retryMs = undefined;
      setTimeout(() => this.connect(), wait);
    };
    const req = http.get(`${this.base}/lessons/${this.lessonId}/events`, {
      agent: false,
      localAddress: this.address,
      headers: { accept: 'text/event-stream', authorization: `Bearer ${this.token}` },
    });
    this.req = req;
    let answered = false;
    const failed = (why: string): void => {
      this.failedOpens += 1;
      this.failures.set(why, (this.failures.get(why) ?? 0) + 1);
    };
    req.once('error', (err: NodeJS.ErrnoException) => {
      if (!answered) failed(err.code ?? err.message);
      retry();
    });
    req.once('response', (res) => {
      if (res.statusCode !== 200) {
        failed(String(res.statusCode));
        res.resume();
        retry();
        return;
      }
      answered = true;
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const hint = /^retry: (\d+)$/m.exec(block)?.[1];
          if (hint) this.retryMs = Number(hint);
          if (block.startsWith('event: hello')) this.hello();
          if (this.onEvent && block.startsWith('event:')) {
            const event = parseBlock(block);
            if (event) this.onEvent(event, performance.now(), this.drops.length > 0);
          }
        }
      });
      res.once('end', retry);
      res.once('aborted', retry);
      res.once('error', retry);
      res.once('close', retry);
    });
  }

  private hello(): void {
    this.failuresInRow = 0;
    const last = this.drops.at(-1);
    if (last && last.helloAt === undefined) last.helloAt = performance.now();
    this.firstHello?.();
    this.firstHello = undefined;
  }

  close(): void {
    this.closed = true;
    this.req?.destroy();
  }
}
