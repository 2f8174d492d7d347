/** subscribeLessonEvents: the stream's events reach the caller; drops fall back to polling; refusals stop. */
import { describe, expect, it } from 'vitest';
import { LIVE_POLL_INTERVAL_MS, LIVE_STREAM_FAILURES_BEFORE_POLLING } from '../domain/lessons';
import { parseBlock, reconnectWait, subscribeLessonEvents, type LessonEvent, type LiveStatus, type LiveTimers } from './lessonEvents';
import { LIVE_RECONNECT_MAX_MS } from '../domain/lessons';

/** A response whose body the test writes to, block by block. */
function streamResponse(): { response: Response; push(text: string): void; end(): void } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    push: (text) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

/** Timers the test runs by hand: no real waiting. */
function manualTimers(): LiveTimers & { runTimeouts(): void; tickIntervals(): void; intervals: number[]; delays: number[] } {
  let timeouts: (() => void)[] = [];
  const delays: number[] = [];
  const intervals = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  return {
    setTimeout: (fn, ms) => (timeouts.push(fn), delays.push(ms), next++),
    clearTimeout: () => undefined,
    setInterval: (fn, ms) => (intervals.set(next, { fn, ms }), next++),
    clearInterval: (h) => void intervals.delete(h as number),
    runTimeouts() {
      const due = timeouts;
      timeouts = [];
      for (const fn of due) fn();
    },
    tickIntervals() {
      for (const { fn } of intervals.values()) fn();
    },
    delays,
    get intervals() {
      return [...intervals.values()].map((i) => i.ms);
    },
  };
}

const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('subscribeLessonEvents', () => {
  it('spreads its reconnects after a stop ended every stream at once: ±50% around each backoff, never past the longest wait', async () => {
    expect([0, 0.5, 0.999].map((r) => reconnectWait(1, r))).toEqual([500, 1000, 1499]);
    expect([reconnectWait(2, 0), reconnectWait(2, 0.999)]).toEqual([1000, 2998]);
    expect(reconnectWait(30, 0.999)).toBeLessThan(LIVE_RECONNECT_MAX_MS * 1.5);
    // 200 devices whose stream the stopping process ended: their first retries spread over a second.
    const waits: number[] = [];
    for (let device = 0; device < 200; device++) {
      const timers = manualTimers();
      const stream = streamResponse();
      const stop = subscribeLessonEvents({ lessonId: '7', getToken: () => 'tok', onEvent: () => undefined, fetchImpl: async () => stream.response, timers, random: () => device / 200 });
      stream.push('event: hello\ndata: {}\n\nretry: 1000\n\n');
      stream.end();
      await settle();
      waits.push(...timers.delays);
      stop();
    }
    expect(Math.min(...waits)).toBe(500);
    expect(Math.max(...waits)).toBeGreaterThan(1490);
    expect(new Set(waits).size).toBe(200);
  });


  it('asks for the lesson stream with the bearer token in a header, and hands over each event', async () => {
    const stream = streamResponse();
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const events: LessonEvent[] = [];
    const statuses: LiveStatus[] = [];
    const stop = subscribeLessonEvents({
      lessonId: '7',
      getToken: () => 'tok',
      onEvent: (e) => events.push(e),
      onStatus: (s) => statuses.push(s),
      fetchImpl: async (url, init) => {
        calls.push({ url: String(url), headers: init?.headers as Record<string, string> });
        return stream.response;
      },
      timers: manualTimers(),
    });
    stream.push('event: hello\ndata: {"state":"active"}\n\n: ping\n\nevent: joined\ndata: {"studentId":"4",');
    stream.push('"name":"Ada"}\n\nevent: surprise\ndata: {}\n\n');
    await settle();
    expect(calls).toEqual([{ url: '/api/v1/lessons/7/events', headers: { Accept: 'text/event-stream', Authorization: 'Bearer tok' } }]);
    expect(events).toEqual([
      { type: 'hello', data: { state: 'active' } },
      { type: 'joined', data: { studentId: '4', name: 'Ada' } },
    ]);
    expect(statuses).toEqual(['connecting', 'live']);
    stop();
  });

  it('polls while the stream keeps failing, and stops polling once it is back', async () => {
    const timers = manualTimers();
    const events: LessonEvent[] = [];
    const statuses: LiveStatus[] = [];
    let attempts = 0;
    const healthy = streamResponse();
    const stop = subscribeLessonEvents({
      lessonId: '7',
      getToken: () => 'tok',
      onEvent: (e) => events.push(e),
      onStatus: (s) => statuses.push(s),
      fetchImpl: async () => {
        attempts += 1;
        if (attempts <= LIVE_STREAM_FAILURES_BEFORE_POLLING) throw new TypeError('Failed to fetch');
        return healthy.response;
      },
      timers,
    });
    for (let i = 0; i < LIVE_STREAM_FAILURES_BEFORE_POLLING; i++) {
      await settle();
      if (i < LIVE_STREAM_FAILURES_BEFORE_POLLING - 1) timers.runTimeouts();
    }
    expect(statuses.at(-1)).toBe('polling');
    expect(timers.intervals).toEqual([LIVE_POLL_INTERVAL_MS]);
    timers.tickIntervals();
    expect(events.filter((e) => e.type === 'poll')).toHaveLength(2);

    timers.runTimeouts();
    await settle();
    healthy.push('event: hello\ndata: {}\n\n');
    await settle();
    expect(statuses.at(-1)).toBe('live');
    expect(timers.intervals).toEqual([]);
    stop();
  });

  it('refetches once after a dropped stream is reopened', async () => {
    const timers = manualTimers();
    const events: LessonEvent[] = [];
    const first = streamResponse();
    const second = streamResponse();
    const responses = [first.response, second.response];
    const stop = subscribeLessonEvents({ lessonId: '7', getToken: () => null, onEvent: (e) => events.push(e), fetchImpl: async () => responses.shift()!, timers });
    first.push('event: hello\ndata: {}\n\n');
    await settle();
    first.end();
    await settle();
    timers.runTimeouts();
    await settle();
    second.push('event: hello\ndata: {}\n\n');
    await settle();
    expect(events.map((e) => e.type)).toEqual(['hello', 'poll', 'hello']);
    stop();
  });

  it('stops for good when the server refuses the lesson', async () => {
    const timers = manualTimers();
    const statuses: LiveStatus[] = [];
    let attempts = 0;
    subscribeLessonEvents({
      lessonId: '7',
      getToken: () => 'tok',
      onEvent: () => undefined,
      onStatus: (s) => statuses.push(s),
      fetchImpl: async () => {
        attempts += 1;
        return new Response(null, { status: 404 });
      },
      timers,
    });
    await settle();
    timers.runTimeouts();
    await settle();
    expect(attempts).toBe(1);
    expect(statuses).toEqual(['connecting', 'closed']);
  });
});

describe('parseBlock', () => {
  it('joins multi-line data and skips comments, unknown types and broken JSON', () => {
    expect(parseBlock('event: step\ndata: {"activityId":\ndata: "3"}')).toEqual({ type: 'step', data: { activityId: '3' } });
    expect(parseBlock(': ping')).toBeNull();
    expect(parseBlock('event: ended\ndata: {oops')).toBeNull();
  });
});
