/**
 * The lesson event bus (issue 11, live classroom). A write that a lesson's screens should react
 * to publishes an event with pg_notify inside its own transaction, so it is delivered only if the
 * write commits, and to every API process on the database (PGlite has LISTEN/NOTIFY too). Each
 * process LISTENs once, on first use, and fans the events out to its open streams of that lesson
 * (routes/lessonEvents.ts). Nothing here is kept beyond the open streams: a process that starts,
 * stops or loses its connection misses events, never state, as clients refetch on an event.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { LessonEventType } from '../../domain/lessons';
import type { Database, Db } from '../db/client';
import { serverLog } from '../log';

export const LESSON_EVENTS_CHANNEL = 'lesson_events';

export interface LessonEvent {
  lessonId: string;
  type: Exclude<LessonEventType, 'hello'>;
  data: Record<string, unknown>;
}

/** Announces an event of a lesson when (and only if) the transaction `db` belongs to commits. */
export async function publishLessonEvent(db: Db, lessonId: string | number, type: LessonEvent['type'], data: Record<string, unknown> = {}): Promise<void> {
  // Hand-written: a pg_notify call, which no table-bound builder expresses.
  await db.execute(sql`SELECT ${lessonEventNotice(lessonId, type, sql`${JSON.stringify(data)}::json`)}`);
}

/**
 * The `pg_notify` call announcing a LessonEvent whose data is a SQL json expression: a write
 * that announces itself from inside its own statement (a join, routes/passphraseLogins.ts) saves
 * the round trips of a transaction, which a class joining at once waits on in turn.
 */
export function lessonEventNotice(lessonId: string | number, type: LessonEvent['type'], data: SQL): SQL {
  return sql`pg_notify(${LESSON_EVENTS_CHANNEL}, json_build_object('lessonId', ${String(lessonId)}::text, 'type', ${type}::text, 'data', ${data})::text)`;
}

export type LessonEventListener = (event: LessonEvent) => void;

export interface LessonEventHub {
  /** Resolves once this process listens, so no event committed after it is missed. */
  subscribe(lessonId: string, listener: LessonEventListener): Promise<() => void>;
  /** Open subscriptions, for tests and shutdown. */
  size(): number;
  close(): Promise<void>;
}

function parseEvent(payload: string): LessonEvent | undefined {
  try {
    const e = JSON.parse(payload) as Partial<LessonEvent>;
    if (typeof e.lessonId !== 'string' || typeof e.type !== 'string') return undefined;
    return { lessonId: e.lessonId, type: e.type, data: e.data && typeof e.data === 'object' ? e.data : {} };
  } catch {
    return undefined;
  }
}

/**
 * The per-process fan-out over a database's LISTEN. Without a source (an app built without one)
 * subscriptions only ever see what the stream itself sends (hello and pings).
 */
export function lessonEventHub(source?: Pick<Database, 'listen'>): LessonEventHub {
  const byLesson = new Map<string, Set<LessonEventListener>>();
  let listening: Promise<(() => Promise<void>) | undefined> | undefined;
  const deliver = (payload: string): void => {
    const event = parseEvent(payload);
    if (!event) return;
    for (const listener of byLesson.get(event.lessonId) ?? []) {
      try {
        listener(event);
      } catch (err) {
        serverLog.warn(`lesson event listener failed: ${(err as Error).message}`);
      }
    }
  };
  const count = (): number => [...byLesson.values()].reduce((n, s) => n + s.size, 0);
  return {
    async subscribe(lessonId, listener) {
      listening ??= source ? source.listen(LESSON_EVENTS_CHANNEL, deliver) : Promise.resolve(undefined);
      let set = byLesson.get(lessonId);
      if (!set) byLesson.set(lessonId, (set = new Set()));
      set.add(listener);
      await listening;
      return () => {
        set.delete(listener);
        if (set.size === 0 && byLesson.get(lessonId) === set) byLesson.delete(lessonId);
      };
    },
    size: count,
    async close() {
      byLesson.clear();
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.().catch(() => undefined);
    },
  };
}
