import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { meeting_attendees, meeting_occurrences, meetings } from '../../resources';
import { openDatabase } from '../db/client';
import { tableOf } from '../db/tables';
import { insert, startTestApp, type TestApp } from '../../tests/support/testApp';
import { testDbKinds } from '../../tests/support/testDatabase';
import { markNoShows } from './markNoShows';

const kinds = await testDbKinds({ postgres: 'two processes running the job at once must mark each attendee once (row locks)' });
const NOW = new Date('2027-03-31T12:00:00Z');
const minutesFrom = (minutes: number): Date => new Date(NOW.getTime() + minutes * 60_000);

describe.each(kinds)('markNoShows on %s', (kind) => {
  let t: TestApp;
  let meetingId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  beforeEach(async () => {
    await t.database.reset();
    meetingId = Number(await insert(t, meetings, { name: 'Getting started', duration: 45, startDate: '2027-03-01' }));
  });
  afterAll(async () => t.close());

  const session = async (endsInMinutes: number): Promise<number> =>
    Number(await insert(t, meeting_occurrences, { meetingId, startDate: minutesFrom(endsInMinutes - 45), endDate: minutesFrom(endsInMinutes) }));
  const attendee = async (occurrenceId: number | null, attendanceStatus: string, n = 0): Promise<string> =>
    insert(t, meeting_attendees, { meetingId, occurrenceId, attendanceStatus, email: `a${n}-${attendanceStatus}@test.test` });
  const statuses = async (): Promise<Record<string, string>> => {
    const c = tableOf(meeting_attendees).columns;
    const rows = (await t.database.db.select({ id: c.id!, status: c.attendanceStatus! }).from(tableOf(meeting_attendees).table)) as { id: number; status: string }[];
    return Object.fromEntries(rows.map((r) => [String(r.id), r.status]));
  };

  it('marks only scheduled attendees of ended sessions no_show, and a second run changes nothing', async () => {
    const ended = await session(-1);
    const endsNow = await session(0);
    const running = await session(30);
    const ids = {
      ended: await attendee(ended, 'scheduled'),
      attended: await attendee(ended, 'attended'),
      cancelled: await attendee(ended, 'cancelled'),
      rescheduled: await attendee(ended, 'rescheduled'),
      converted: await attendee(ended, 'converted'),
      endsNow: await attendee(endsNow, 'scheduled'),
      running: await attendee(running, 'scheduled'),
      noSession: await attendee(null, 'scheduled'),
    };
    expect(await markNoShows(t.database.db, NOW)).toBe(1);
    expect(await statuses()).toEqual({
      [ids.ended]: 'no_show',
      [ids.attended]: 'attended',
      [ids.cancelled]: 'cancelled',
      [ids.rescheduled]: 'rescheduled',
      [ids.converted]: 'converted',
      [ids.endsNow]: 'scheduled',
      [ids.running]: 'scheduled',
      [ids.noSession]: 'scheduled',
    });
    expect(await markNoShows(t.database.db, NOW)).toBe(0);
    // An hour later the running session has ended too.
    expect(await markNoShows(t.database.db, minutesFrom(60))).toBe(2);
    expect(Object.values(await statuses()).filter((s) => s === 'no_show')).toHaveLength(3);
  });

  it.runIf(kind === 'postgres')('two processes running at once mark each attendee once', async () => {
    const ended = await session(-10);
    const running = await session(30);
    for (let n = 0; n < 200; n++) await attendee(n % 4 === 3 ? running : ended, 'scheduled', n);
    const first = await openDatabase({ url: t.database.url! });
    const second = await openDatabase({ url: t.database.url! });
    try {
      const counts = await Promise.all([markNoShows(first.db, NOW), markNoShows(second.db, NOW)]);
      const marked = Object.values(await statuses()).filter((s) => s === 'no_show').length;
      expect(marked).toBe(150);
      expect(counts[0] + counts[1]).toBe(marked);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
