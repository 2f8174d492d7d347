/**
 * The balanced classroom bench's bookkeeping (bench/balancedClassroom.ts): when each answer
 * reached the teacher, spreads of timings, and scheduling work at random moments.
 */
import type { LessonEvent } from '../dataProvider/lessonEvents';
import type { Outcome } from './balancedClients';
import type { Spread } from './balancedReport';
import { percentile } from './load';

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
export const spreadOf = (xs: number[]): Spread => {
  const s = [...xs].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), max: s.at(-1) ?? 0 };
};
export const reasons = (m: Map<string, number>): string => [...m].filter(([, c]) => c > 0).map(([why, c]) => `${why} x ${c}`).join(', ') || 'none';
export const ok = (o: Outcome): boolean => o.status === 200 || o.status === 201;
export const jwtOf = (o: Outcome): string => (JSON.parse(o.text) as { data: { attributes: { jwt: string } } }).data.attributes.jwt;

/** p95 of the answers sent in each second from 1 s before `from` to 8 s after, in ms. */
export const bySecond = (outcomes: Outcome[], from: number): { second: number; n: number; p95: number }[] =>
  Array.from({ length: 10 }, (_, i) => i - 1).map((second) => {
    const s = spreadOf(outcomes.filter((o) => o.sentAt - from >= second * 1000 && o.sentAt - from < (second + 1) * 1000).map((o) => o.ms));
    return { second, n: s.n, p95: s.p95 };
  });

/** Each item's work started at a random moment of [from, from + window) ms from now. */
export function spread<T, R>(items: T[], fromMs: number, windowMs: number, work: (item: T) => Promise<R>): Promise<R[]> {
  return Promise.all(items.map(async (item) => (await sleep(fromMs + Math.random() * windowMs), work(item))));
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/**
 * When each answer reached the teacher's screen: its own `answered` event, or, for an answer
 * acknowledged while the teacher's stream was away, the refetch the app makes on the `hello` of
 * the reopened stream (dataProvider/lessonEvents.ts emits `poll` then).
 */
export class Ledger {
  private readonly pending = new Map<string, { sentAt: number; ackAt?: number }>();
  /** When each lesson's teacher stream last said hello again after a drop. */
  private readonly backAt = new Map<string, number>();
  readonly arrivals: { sentAt: number; arrivedAt: number; via: 'live' | 'refetch' }[] = [];

  sent(key: string, at: number): void {
    if (!this.pending.has(key)) this.pending.set(key, { sentAt: at });
  }
  acknowledged(key: string, at: number): void {
    const p = this.pending.get(key);
    if (p) p.ackAt = at;
  }
  onTeacherEvent(lessonId: string, e: LessonEvent, at: number, reconnected: boolean): void {
    if (e.type === 'answered') {
      const key = `${lessonId}:${String(e.data.studentId)}:${String(e.data.taskId)}`;
      const p = this.pending.get(key);
      if (p) this.arrivals.push({ sentAt: p.sentAt, arrivedAt: at, via: 'live' });
      this.pending.delete(key);
    } else if (e.type === 'hello' && reconnected) {
      this.backAt.set(lessonId, at);
      for (const [key, p] of this.pending)
        if (key.startsWith(`${lessonId}:`) && p.ackAt !== undefined && p.ackAt <= at) {
          this.arrivals.push({ sentAt: p.sentAt, arrivedAt: at, via: 'refetch' });
          this.pending.delete(key);
        }
    }
  }
  /** Answers acknowledged that the teacher has not seen. */
  missing(): number {
    return [...this.pending.values()].filter((p) => p.ackAt !== undefined).length;
  }
  /**
   * Of the missing, those sent before their teacher's stream came back but acknowledged after:
   * their event may have gone out while the stream was away, and the app shows them at its next
   * refetch, which the bench does not model.
   */
  missingAcrossReconnect(): number {
    return [...this.pending].filter(([key, p]) => p.ackAt !== undefined && p.sentAt < (this.backAt.get(key.split(':')[0]!) ?? 0)).length;
  }
  /** Waits until the teacher has seen every acknowledged answer, at most `ms`. */
  async settle(ms: number): Promise<void> {
    const until = performance.now() + ms;
    while (this.missing() > 0 && performance.now() < until) await sleep(100);
  }
}
