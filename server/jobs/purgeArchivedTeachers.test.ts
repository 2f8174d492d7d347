import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { users } from '../../resources';
import { tableOf } from '../db/tables';
import { insert, startTestApp, type TestApp } from '../../tests/support/testApp';
import { testDbKinds } from '../../tests/support/testDatabase';
import { purgeArchivedTeachers } from './purgeArchivedTeachers';

const kinds = await testDbKinds({ postgres: 'the retention period is timestamp arithmetic in SQL' });
const NOW = new Date('2027-03-31T12:00:00Z');
const daysBefore = (days: number): Date => new Date(NOW.getTime() - days * 86_400_000);

describe.each(kinds)('purgeArchivedTeachers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('deletes teachers archived more than 30 days before now, and nobody else', async () => {
    const user = (firstName: string, role: string, archivedAt: Date | null) => insert(t, users, { firstName, role, archivedAt });
    const ids = {
      old: await user('Old', 'teacher', daysBefore(31)),
      edge: await user('Edge', 'teacher', daysBefore(29.9)),
      recent: await user('Recent', 'teacher', daysBefore(2)),
      active: await user('Active', 'teacher', null),
      oldStudent: await user('Student', 'student', daysBefore(90)),
    };
    expect(await purgeArchivedTeachers(t.database.db, NOW)).toBe(1);
    const c = tableOf(users).columns;
    const left = (await t.database.db
      .select({ id: c.id! })
      .from(tableOf(users).table)
      .where(inArray(c.id!, Object.values(ids).map(Number)))) as { id: number }[];
    expect(left.map((r) => String(r.id)).sort()).toEqual([ids.edge, ids.recent, ids.active, ids.oldStudent].sort());
    // A day later the edge case is past the retention period too.
    expect(await purgeArchivedTeachers(t.database.db, new Date(NOW.getTime() + 86_400_000))).toBe(1);
  });
});
