/**
 * A lesson's live events as Server-Sent Events (issue 11).
 *
 * | Method | Path                  | Result                                                              |
 * |--------|-----------------------|---------------------------------------------------------------------|
 * | GET    | /lessons/{id}/events  | 200 text/event-stream; 404 for a lesson the viewer may not read      |
 *
 * Whoever may read the lesson (its teacher, the school's admins, its joined students) may follow
 * it; the token travels in the Authorization header (clients read the stream with fetch, never
 * EventSource, so it never appears in a URL). The stream opens with `hello` (the lesson's state
 * and step), then carries `joined`, `answered`, `step`, `ended`, `restarted`, a student's own step
 * `progress` and a `released` student as they commit (live/lessonEvents.ts), with a `: ping`
 * comment every LIVE_PING_SECONDS so proxies keep it open. A student holding the stream counts as
 * seen for the teacher's Students grid (lessonProgress/lastSeen.ts, throttled).
 * Events name what changed; clients refetch it through the API, so authorization stays there.
 *
 * A stopping process (gracefulClose.ts) ends its streams when the drain begins, and a stream
 * opened during the drain right after its `hello`: each ends cleanly with a `retry:` hint, and
 * its connection is closed, so no stream holds the exit. Clients open the stream again after an
 * end (dataProvider/lessonEvents.ts: a second later, then refetch on `hello`; EventSource after
 * `retry`), through the balancer to a process that is not stopping.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { LIVE_PING_SECONDS } from '../../domain/lessons';
import { lessons } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { requireVisible } from '../hooks/visibleRecord';
import { readContext } from '../jsonapi/routes';
import { parseId } from '../jsonapi/recordId';
import type { LessonEventHub } from '../live/lessonEvents';
import { lastSeenThrottle } from '../lessonProgress/lastSeen';
import { serverLog } from '../log';

const lessonDef: ResourceDef = lessons;
export const EVENT_STREAM = 'text/event-stream';
/** A stopping process's `retry:`: as soon as the app's own client tries again (its first retry waits a second). */
export const RECONNECT_AFTER_STOP_MS = 1_000;

function send(raw: ServerResponse, type: string, data: unknown): void {
  raw.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
}

const idOrNull = (v: unknown): string | null => (v == null ? null : String(v));

export function registerLessonEventRoutes(app: FastifyInstance, hub: LessonEventHub): void {
  const open = new Set<(shutdown?: boolean) => void>();
  // Streams never end on their own: end them (and their connections) before the server waits for its connections.
  app.drain.onBegin(() => {
    for (const end of [...open]) end(true);
  });
  app.addHook('onClose', async () => hub.close());
  // A student holding the stream is "seen" (the teacher's Students grid), written at most once per interval.
  const seen = lastSeenThrottle();
  const touch = (viewer: { id: string; role: string }, lessonId: string): void => {
    if (viewer.role !== 'student') return;
    seen.touch(app.db, Number(lessonId), Number(viewer.id)).catch((err: unknown) => serverLog.warn(`last seen not written: ${(err as Error).message}`));
  };

  app.get<{ Params: { id: string } }>('/lessons/:id/events', { config: { eventStream: true, doc: { tag: 'lessons', summary: "A lesson's live events (Server-Sent Events): hello, then joined, answered, step, progress, released, ended, restarted" } } }, async (req, reply) => {
    const ctx = readContext(app, req);
    parseId(req.params.id);
    const lessonId = req.params.id;
    // Subscribed before the lesson is read, so nothing between `hello` and the first event is lost.
    const queued: { type: string; data: unknown }[] = [];
    let write: (type: string, data: unknown) => void = (type, data) => queued.push({ type, data });
    const unsubscribe = await hub.subscribe(lessonId, (e) => write(e.type, e.data));
    let lesson;
    try {
      lesson = await requireVisible(ctx.db, ctx.viewer, lessonDef, lessonId);
    } catch (err) {
      unsubscribe();
      throw err;
    }
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': `${EVENT_STREAM}; charset=utf-8`,
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    send(raw, 'hello', {
      state: lesson.state,
      currentActivityId: idOrNull(lesson.currentActivityId),
      currentTaskId: idOrNull(lesson.currentTaskId),
      pacing: lesson.pacing,
    });
    write = (type, data) => send(raw, type, data);
    for (const e of queued.splice(0)) write(e.type, e.data);
    touch(ctx.viewer, lessonId);
    const ping = setInterval(() => {
      raw.write(': ping\n\n');
      touch(ctx.viewer, lessonId);
    }, LIVE_PING_SECONDS * 1000);
    let ended = false;
    const end = (shutdown = false): void => {
      if (ended) return;
      ended = true;
      clearInterval(ping);
      unsubscribe();
      open.delete(end);
      if (raw.writableEnded) return;
      if (shutdown) raw.write(`retry: ${RECONNECT_AFTER_STOP_MS}\n\n`);
      raw.end();
      // The response is complete; its connection would otherwise wait, idle, for a next request.
      if (shutdown) req.raw.socket.end();
    };
    open.add(end);
    req.raw.on('close', () => end());
    raw.on('close', () => end());
    raw.on('error', () => end());
    if (app.drain.begun) end(true);
  });
}
