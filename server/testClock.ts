/**
 * A clock the browser tests move (issue 13: "a controllable clock on the server for tests only"),
 * so a journey can book a webinar, come back before its window and again inside it without
 * waiting days. Only with TEST_CLOCK=1, which config.ts refuses in production:
 *   PUT /test/clock {"now": "2030-03-04T14:35:00Z"}  sets the time (it then runs on from there)
 *   PUT /test/clock {"now": null}                     back to the system clock
 * Everything that reads `app.now()` follows it: the webinar rules, join pages' meta.now, jobs.
 */
import type { FastifyInstance } from 'fastify';

export interface TestClock {
  now(): Date;
  set(at: Date | null): void;
}

export function testClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set(at) {
      offsetMs = at === null ? 0 : at.getTime() - Date.now();
    },
  };
}

export function registerTestClock(app: FastifyInstance, clock: TestClock): void {
  app.put<{ Body: { now?: unknown } }>('/test/clock', async (req, reply) => {
    const raw = req.body?.now;
    const at = raw === null ? null : new Date(String(raw));
    if (at !== null && Number.isNaN(at.getTime())) return reply.code(400).send({ error: 'now must be an ISO date-time or null' });
    clock.set(at);
    return { now: clock.now().toISOString() };
  });
}
