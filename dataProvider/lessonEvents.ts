/**
 * A lesson's live events (GET /lessons/{id}/events, Server-Sent Events) for the shell's teacher
 * views and the student app. Read with `fetch` streaming rather than EventSource, so the bearer
 * token travels in the Authorization header and never in an address.
 *
 * | Situation                               | What the caller sees                                     |
 * |-----------------------------------------|----------------------------------------------------------|
 * | stream open                             | status `live`; each event as `{ type, data }`            |
 * | stream reopened after a drop            | `{ type: 'poll' }` once, to refetch what was missed      |
 * | stream fails LIVE_STREAM_FAILURES_… times | status `polling`; `{ type: 'poll' }` every LIVE_POLL_INTERVAL_MS, while the stream is retried |
 * | 401, 403 or 404                         | status `closed`; nothing more (no right to the lesson)   |
 */
import {
  LESSON_EVENT_TYPES,
  LIVE_POLL_INTERVAL_MS,
  LIVE_RECONNECT_MAX_MS,
  LIVE_STREAM_FAILURES_BEFORE_POLLING,
  type LessonEventType,
} from '../domain/lessons';

export type LessonEvent = { type: LessonEventType; data: Record<string, unknown> } | { type: 'poll' };
export type LiveStatus = 'connecting' | 'live' | 'polling' | 'closed';

/** The timers the subscription uses; tests pass fake ones. */
export interface LiveTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface LessonEventsOptions {
  lessonId: string;
  getToken: () => string | null;
  onEvent: (event: LessonEvent) => void;
  onStatus?: (status: LiveStatus) => void;
  /** API root without a trailing slash. */
  apiUrl?: string;
  fetchImpl?: typeof fetch;
  timers?: LiveTimers;
  /** A number in [0, 1) for the reconnect's jitter; Math.random by default (tests fix it). */
  random?: () => number;
}

/**
 * How far a reconnect's wait is spread either side of its backoff (1 s, 2 s ... LIVE_RECONNECT_MAX_MS):
 * ±50%. A process that stops ends every stream it holds at once (hundreds in a school's morning);
 * without the spread every device would reopen in the same instant on the processes left.
 */
export const RECONNECT_JITTER = 0.5;

/** The wait before reconnect attempt `failures` (1, 2 ...), spread by `random` in [0, 1). */
export function reconnectWait(failures: number, random: number): number {
  const backoff = Math.min(LIVE_RECONNECT_MAX_MS, 1000 * 2 ** (failures - 1));
  return Math.round(backoff * (1 - RECONNECT_JITTER + 2 * RECONNECT_JITTER * random));
}

const REFUSED = new Set([401, 403, 404]);
const KNOWN_TYPES: ReadonlySet<string> = new Set(LESSON_EVENT_TYPES);

/** Opens the lesson's event stream; the returned function closes it for good. */
export function subscribeLessonEvents(options: LessonEventsOptions): () => void {
  const { lessonId, getToken, onEvent, onStatus = () => undefined } = options;
  const apiUrl = options.apiUrl ?? '/api/v1';
  const random = options.random ?? Math.random;
  const doFetch = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const timers: LiveTimers = options.timers ?? {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof globalThis.setTimeout>),
    setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
    clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof globalThis.setInterval>),
  };
  let closed = false;
  let failures = 0;
  let everOpened = false;
  let controller: AbortController | null = null;
  let retry: unknown = null;
  let poll: unknown = null;

  const setStatus = (status: LiveStatus): void => {
    if (!closed || status === 'closed') onStatus(status);
  };
  const stopPolling = (): void => {
    if (poll !== null) timers.clearInterval(poll);
    poll = null;
  };
  const startPolling = (): void => {
    if (poll !== null) return;
    setStatus('polling');
    onEvent({ type: 'poll' });
    poll = timers.setInterval(() => onEvent({ type: 'poll' }), LIVE_POLL_INTERVAL_MS);
  };
  const shutDown = (): void => {
    closed = true;
    controller?.abort();
    if (retry !== null) timers.clearTimeout(retry);
    stopPolling();
  };

  const scheduleRetry = (): void => {
    if (closed) return;
    failures += 1;
    if (failures >= LIVE_STREAM_FAILURES_BEFORE_POLLING) startPolling();
    else setStatus('connecting');
    retry = timers.setTimeout(() => void open(), reconnectWait(failures, random()));
  };

  const open = async (): Promise<void> => {
    retry = null;
    if (closed) return;
    controller = new AbortController();
    const token = getToken();
    try {
      const response = await doFetch(`${apiUrl}/lessons/${encodeURIComponent(lessonId)}/events`, {
        headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal: controller.signal,
      });
      if (REFUSED.has(response.status)) {
        setStatus('closed');
        shutDown();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
      await readStream(response.body, (event) => {
        if (event.type === 'hello') {
          failures = 0;
          stopPolling();
          setStatus('live');
          if (everOpened) onEvent({ type: 'poll' });
          everOpened = true;
        }
        onEvent(event);
      });
    } catch {
      // A drop, a refused connection or our own abort: retried below unless closed.
    }
    scheduleRetry();
  };

  setStatus('connecting');
  void open();
  return shutDown;
}

/** Reads `event:`/`data:` blocks until the stream ends; comments (`: ping`) are skipped. */
async function readStream(body: ReadableStream<Uint8Array>, emit: (event: LessonEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = parseBlock(block);
      if (event) emit(event);
    }
  }
}

/** One SSE block as an event, or null for comments and unknown types. */
export function parseBlock(block: string): LessonEvent | null {
  let type = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  }
  if (!KNOWN_TYPES.has(type)) return null;
  let parsed: unknown;
  try {
    parsed = data.length > 0 ? JSON.parse(data.join('\n')) : {};
  } catch {
    return null;
  }
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  return { type: type as LessonEventType, data: record };
}
