/**
 * Demo data: the accounts printed on start, three schools on trial, full trial and subscribed,
 * catalogues, a webinar with future sessions, 1,000 generated users for lists and benchmarks,
 * and the library (./library: story worlds, items, collections, lesson plans).
 * Idempotent: every entity is looked up by its natural key before it is inserted.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  curriculums,
  licenses,
  licensings,
  meeting_occurrences,
  meetings,
  organizations,
  tag_groups,
  tags,
  users,
} from '../../../resources';
import { isoDay } from '../../../domain/subscription';
import { SIGN_UP_LICENSE_NAME } from '../../../domain/signUp';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../client';
import { tableOf } from '../tables';
import { personName } from './names';
import { seedClasses } from './classes';
import { seedClassroom } from './classroom';
import { seedTaughtLesson } from './taughtLesson';
import { ensure } from './ensure';
import { seedAttendees } from './extras';
import { seedChildActivity } from './childActivity';
import { seedHomes } from './homes';
import { seedLibrary, SUBSCRIBED_TEACHER_EMAIL } from './library';
import { LAPSED_TEACHER_EMAIL, seedLapsedTrial } from './lapsed';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', role: 'super user (every admin permission)' },
  { email: 'licensing@demo.test', role: 'licensing admin (licensing actions, audit trail)' },
  { email: 'orgadmin@demo.test', role: 'organisation admin of Hillcrest High School' },
  { email: 'teacher@demo.test', role: 'teacher on a trial at Northfield Primary School' },
  { email: SUBSCRIBED_TEACHER_EMAIL, role: 'teacher at Hillcrest High School, subscribed (the whole library unlocked)' },
  { email: 'parent@demo.test', role: 'parent with one child (child signs in as username demochild)' },
  { email: LAPSED_TEACHER_EMAIL, role: 'teacher whose trial ended yesterday (sign-in says the subscription expired)' },
] as const;

export const GENERATED_USERS = 1000;

type Values = Record<string, unknown>;

const daysFromNow = (days: number): string => isoDay(new Date(Date.now() + days * 86_400_000));

async function seedCatalogues(db: Db): Promise<void> {
  for (const [name, country] of [
    ['England National Curriculum', 'gb'],
    ['Scottish Curriculum for Excellence', 'gb'],
    ['Finnish National Core Curriculum', 'fi'],
  ] as const)
    await ensure(db, curriculums, { name }, { country });
  const groups = { Subjects: ['Art', 'History', 'Science', 'Geography'], Themes: ['Community', 'Environment', 'Wellbeing'] };
  for (const [group, names] of Object.entries(groups)) {
    const tagGroupId = await ensure(db, tag_groups, { name: group });
    for (const name of names) await ensure(db, tags, { name }, { tagGroupId });
  }
}

async function seedWebinar(db: Db, adminId: number): Promise<number> {
  const meetingId = await ensure(
    db,
    meetings,
    { name: 'Getting started webinar' },
    { duration: 45, startDate: daysFromNow(0), startTime: '16:00', timezone: 'Europe/London', recurrence: 'weekly', occurrencesCount: 6, defaultHostId: adminId, zoomLink: 'https://meet.example.test/getting-started' },
  );
  for (let week = 1; week <= 6; week++) {
    const start = new Date(`${daysFromNow(week * 7)}T16:00:00Z`);
    await ensure(db, meeting_occurrences, { meetingId, startDate: start }, { endDate: new Date(start.getTime() + 45 * 60_000), hostId: adminId, name: `Getting started, week ${week}` });
  }
  return meetingId;
}

const SCHOOLS = [
  { name: 'Northfield Primary School', city: 'Leeds', postalCode: 'LS1 4AP', state: 'trial', days: 10 },
  { name: 'Riverside Academy', city: 'Bristol', postalCode: 'BS1 5TR', state: 'full_trial', days: 25 },
  { name: 'Hillcrest High School', city: 'Manchester', postalCode: 'M1 2AB', state: 'subscribed', days: 300 },
] as const;

async function seedSchools(db: Db, webinarId: number): Promise<number[]> {
  const licenseId = await ensure(db, licenses, { name: 'CCGL Primary' }, { licenseProgram: 'CCGL', suggestedMeetingId: webinarId, storyWorldsLimit: 2 });
  await ensure(db, licenses, { name: 'CCGL Secondary' }, { licenseProgram: 'CCGL', suggestedMeetingId: webinarId });
  // Every sign-up organisation's trial runs on this licence (807 without it); its webinar is the
  // one the plan step suggests.
  await ensure(db, licenses, { name: SIGN_UP_LICENSE_NAME }, { licenseProgram: 'CCGL', suggestedMeetingId: webinarId });
  const ids: number[] = [];
  for (const s of SCHOOLS) {
    // The subscribed school tries new features first: its teachers have What's new.
    const organizationId = await ensure(db, organizations, { name: s.name }, { city: s.city, postalCode: s.postalCode, country: 'gb', teachersLimit: 150, studentsLimit: 1000, domain: `${s.name.split(' ')[0]!.toLowerCase()}.sch.test`, newFeatures: s.state === 'subscribed' });
    await ensure(db, licensings, { organizationId, licenseId }, { state: s.state, expiresAt: daysFromNow(s.days), trialSeats: 10, subscribedSeats: s.state === 'subscribed' ? 100 : 0 });
    ids.push(organizationId);
  }
  return ids;
}

const seedAdmin = (db: Db, digest: string): Promise<number> =>
  ensure(db, users, { email: 'admin@demo.test' }, { firstName: 'Ada', lastName: 'Admin', role: 'admin', permissions: ['super_user'], password: digest });

async function seedAccounts(db: Db, digest: string, schools: number[]): Promise<void> {
  const [northfield, , hillcrest] = schools;
  await ensure(db, users, { email: 'orgadmin@demo.test' }, { firstName: 'Olivia', lastName: 'Orgadmin', role: 'teacher', organizationAdmin: true, organizationId: hillcrest, jobRole: 'exec_leader', password: digest });
  await ensure(db, users, { email: 'licensing@demo.test' }, { firstName: 'Lena', lastName: 'Licensing', role: 'admin', permissions: ['licensing_admin'], password: digest });
  await ensure(db, users, { email: 'teacher@demo.test' }, { firstName: 'Tom', lastName: 'Teacher', role: 'teacher', organizationId: northfield, jobRole: 'teacher', password: digest });
  await ensure(db, users, { email: SUBSCRIBED_TEACHER_EMAIL }, { firstName: 'Sam', lastName: 'Sutton', role: 'teacher', organizationId: hillcrest, jobRole: 'teacher', password: digest });
  const parentId = await ensure(db, users, { email: 'parent@demo.test' }, { firstName: 'Priya', lastName: 'Parent', role: 'parent', password: digest });
  await ensure(db, users, { username: 'demochild' }, { firstName: 'Charlie', lastName: 'Parent', role: 'home_student', parentId, age: 9, password: digest });
}

/** Every tenth generated user is a teacher; the rest are students, spread over the schools. */
async function seedGenerated(db: Db, digest: string, schools: number[]): Promise<void> {
  const { table, columns } = tableOf(users);
  const existing = (await db.select({ n: sql<string>`count(*)` }).from(table).where(sql`${columns.source!} = 'demo-generated'`)) as { n: string }[];
  if (Number(existing[0]?.n ?? 0) >= GENERATED_USERS) return;
  await db.delete(table).where(sql`${columns.source!} = 'demo-generated'`);
  const rows: Values[] = [];
  for (let i = 1; i <= GENERATED_USERS; i++) {
    const teacher = i % 10 === 0;
    rows.push({
      ...personName(i),
      role: teacher ? 'teacher' : 'student',
      email: teacher ? `teacher${String(i).padStart(4, '0')}@demo.test` : null,
      organizationId: schools[i % schools.length],
      password: teacher ? digest : null,
      source: 'demo-generated',
    });
  }
  for (let i = 0; i < rows.length; i += 250) await db.insert(table as PgTable).values(rows.slice(i, i + 250));
}

export async function seedDemo(db: Db, password: string): Promise<void> {
  const digest = await hashPassword(password);
  await db.transaction(async (tx) => {
    const t: Db = tx;
    await seedCatalogues(t);
    const adminId = await seedAdmin(t, digest);
    const webinarId = await seedWebinar(t, adminId);
    const schools = await seedSchools(t, webinarId);
    await seedAccounts(t, digest, schools);
    await seedGenerated(t, digest, schools);
    await seedClasses(t, schools);
    await seedLibrary(t);
    await seedChildActivity(t);
    await seedClassroom(t);
    await seedTaughtLesson(t);
    await seedAttendees(t, webinarId);
    await seedHomes(t, webinarId);
    await seedLapsedTrial(t, digest);
  });
  // Fresh planner statistics, so lists use their indexes from the first request. SQL text: a
  // maintenance command, which Drizzle's query builder has no statement for.
  await db.execute(sql`ANALYZE`);
}
