import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { meeting_attendees, meeting_occurrences, meetings } from '../../resources';
import { openDatabase, type Db } from '../db/client';
import { mailOutbox } from '../db/extraTables';
import { linkSigner } from '../auth/linkSigner';
import { insert, startTestApp, type TestApp } from '../../tests/support/testApp';
import { testDbKinds } from '../../tests/support/testDatabase';
import { sendWebinarReminders } from './sendWebinarReminders';

const kinds = await testDbKinds({ postgres: 'two processes running the job at once must send each reminder once (row locks)' });
const NOW = new Date('2027-03-31T12:00:00Z');
const minutesFrom = (minutes: number): Date => new Date(NOW.getTime() + minutes * 60_000);
const links = { origin: 'http://127.0.0.1:3000', signer: linkSigner('test secret') };

describe.each(kinds)('webinar reminders on %s', (kind) => {
  let t: TestApp;
  let meetingId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  beforeEach(async () => {
    await t.database.reset();
    meetingId = Number(await insert(t, meetings, { name: 'Getting started', duration: 45, startDate: '2027-03-01', timezone: 'Europe/London' }));
  });
  afterAll(async () => t.close());

  const session = async (startsInMinutes: number): Promise<number> =>
    Number(await insert(t, meeting_occurrences, { meetingId, startDate: minutesFrom(startsInMinutes), endDate: minutesFrom(startsInMinutes + 45) }));
  /** Booked `bookedMinutesAgo` before NOW (a week by default: before any reminder was due). */
  const booking = async (occurrenceId: number, email: string, attendanceStatus = 'scheduled', bookedMinutesAgo = 7 * 24 * 60): Promise<string> =>
    insert(t, meeting_attendees, { meetingId, occurrenceId, attendanceStatus, email, createdAt: minutesFrom(-bookedMinutesAgo) });
  const reminders = async (db: Db = t.database.db) => (await db.select().from(mailOutbox).where(like(mailOutbox.subject, '%Getting started%'))).map((m) => `${m.toAddress}: ${m.subject}`).sort();

  it('mails 24 hours and 1 hour before the start, once each, to scheduled bookings only', async () => {
    const tomorrow = await session(23 * 60);
    const inAnHour = await session(50);
    await booking(tomorrow, 'day@test.test');
    await booking(inAnHour, 'hour@test.test');
    await booking(tomorrow, 'cancelled@test.test', 'cancelled');
    await booking(await session(3 * 24 * 60), 'later@test.test');
    // Booked 5 minutes ago for a session in 50 minutes, after its hour reminder was due: the confirmation was enough.
    await booking(inAnHour, 'late@test.test', 'scheduled', 5);

    expect(await sendWebinarReminders(t.database.db, NOW, links)).toBe(2);
    expect(await reminders()).toEqual([
      'day@test.test: Tomorrow: Getting started at 12:00 British Summer Time',
      'hour@test.test: Starting in an hour: Getting started',
    ]);
    const [mail] = await t.database.db.select().from(mailOutbox).where(like(mailOutbox.toAddress, 'day@%'));
    expect(mail?.body).toMatch(/http:\/\/127\.0\.0\.1:3000\/meetings\/join\/\d+\.[\w-]{43}/);
    expect(await sendWebinarReminders(t.database.db, NOW, links)).toBe(0);
    // 23 hours later the first session is an hour away: its hour reminder goes, nothing else.
    expect(await sendWebinarReminders(t.database.db, minutesFrom(22 * 60 + 5), links)).toBe(1);
    expect((await reminders()).filter((r) => r.startsWith('day@'))).toHaveLength(2);
  });

  it.runIf(kind === 'postgres')('two processes running at once send each reminder once', async () => {
    const tomorrow = await session(20 * 60);
    for (let n = 0; n < 60; n++) await booking(tomorrow, `p${n}@test.test`);
    const first = await openDatabase({ url: t.database.url! });
    const second = await openDatabase({ url: t.database.url! });
    try {
      const counts = await Promise.all([sendWebinarReminders(first.db, NOW, links), sendWebinarReminders(second.db, NOW, links)]);
      expect(counts[0] + counts[1]).toBe(60);
      const sent = await reminders();
      expect(sent).toHaveLength(60);
      expect(new Set(sent).size).toBe(60);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
