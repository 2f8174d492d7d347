/**
 * Every role's home with real figures (issue 12): the teacher dashboard configuration in each console language (dashboardTexts.ts),
 * and records spread over the past 30 days for the demo's teachers, so the journeys of
 * teacher@ and subscribed@ and the school dashboard of orgadmin@ (Hillcrest) show figures drawn
 * from rows: library views, classes created and lessons taught (ended, with the class joined),
 * webinar bookings made this week for the console home, and Hillcrest's welcome and links.
 * Nothing here is a figure itself.
 *
 * Idempotent like the other seed steps: the configuration and classes by natural key
 * (ensure), a view by actor and item (an item a teacher has viewed is left alone), lessons only
 * while the teacher has fewer than their demo count, bookings by email and webinar.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, notExists, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { activities, classes, contents, dashboard_configs, lessons, meeting_attendees, meeting_occurrences, organizations, users } from '../../../resources';
import { OPEN_CONTENT_STATES } from '../../../domain/constants';
import { newPassphrase } from '../../../domain/lessons';
import type { Db } from '../client';
import { subqueries } from '../queries/lessonRows';
import { tableOf } from '../tables';
import { ensure } from './ensure';
import { addFreeStudents, classSize, classStudentIds, joinLesson, personByEmail, planNamed, reconcileViewCounts, type SeedPerson } from './seedRows';
import { CLASSROOM_CLASS_NAME } from './classroom';
import { DASHBOARD_CONFIGS, SCHOOL_LINKS, SCHOOL_WELCOME } from './dashboardTexts';
import { DEMO_TEACHER_EMAIL, SUBSCRIBED_TEACHER_EMAIL } from './library';
import { VIEWED_VERB } from '../../hooks/activities';

const DAY_MS = 86_400_000;
const ORG_ADMIN_EMAIL = 'orgadmin@demo.test';

interface Habit {
  email: string;
  /** Items opened, each some days ago. */
  views: [name: string, daysAgo: number][];
  /** The teacher's own plan their lessons are taught from, and when (days ago). */
  plan?: string;
  lessonsAgo?: number[];
  /** How many lessons the teacher has in all once seeded (other seed steps' included). */
  lessonsTotal?: number;
  /** Classes the lessons go to, in turn. */
  classNames?: string[];
}

const HABITS: Habit[] = [
  {
    email: SUBSCRIBED_TEACHER_EMAIL,
    views: [['The Great Exhibition Clock', 1], ['Gears and Ratios', 3], ['When the Rains Come', 6], ['Canopy Walk in Danum Valley', 9], ['Ghost of the Mountains', 12], ['Arriving at Tilbury, 1948', 16], ['Dunes at Sunrise', 21], ["Niran's Morning Market", 27]],
    plan: 'Light and shadow',
    // With the classroom demo's lesson of last week (taughtLesson.ts), five in all.
    lessonsAgo: [2, 5, 13, 20],
    lessonsTotal: 5,
    classNames: [CLASSROOM_CLASS_NAME, 'Year 7 Oak', 'Year 8 Ash'],
  },
  {
    email: DEMO_TEACHER_EMAIL,
    views: [['Harbour Bells at Dusk', 2], ['Reef Dive at Raja Ampat', 8], ['Why Coral Reefs Matter', 15], ['Lighthouse Diaries', 24]],
    plan: 'Coral Reef Week: Year 3',
    lessonsAgo: [4, 11, 19],
    lessonsTotal: 3,
    classNames: ['Year 7 Oak', 'Year 8 Ash'],
  },
  { email: ORG_ADMIN_EMAIL, views: [['Water in the Desert', 7], ['Tracking the Dragon', 14]] },
];

/** Classes a school created in the past weeks (name, days ago). */
const NEW_CLASSES: Record<string, [string, number][]> = {
  [SUBSCRIBED_TEACHER_EMAIL]: [['Year 10 Elm', 12], ['Year 11 Rowan', 26]],
  [DEMO_TEACHER_EMAIL]: [['Year 3 Coral', 17]],
};
const NEW_CLASS_STUDENTS = 4;

const daysAgo = (now: Date, days: number, hour = 10): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour) - days * DAY_MS);

/** The open library items of these names the person has not viewed yet. */
async function unviewedItems(db: Db, who: SeedPerson, names: string[]): Promise<{ id: number; name: string }[]> {
  const { table, columns: c } = tableOf(contents);
  const a = tableOf(activities).columns;
  const viewed = subqueries
    .select({ one: sql`1` })
    .from(tableOf(activities).table)
    .where(and(eq(a.actorId!, who.id), eq(a.verb!, VIEWED_VERB), eq(a.entityType!, 'contents'), eq(a.entityId!, sql`${c.id!}::text`)));
  return (await db
    .select({ id: c.id!, name: c.name! })
    .from(table)
    .where(and(inArray(c.name!, names), inArray(c.state!, [...OPEN_CONTENT_STATES]), notExists(viewed)))) as { id: number; name: string }[];
}

async function seedViews(db: Db, who: SeedPerson, views: Habit['views'], now: Date): Promise<void> {
  const items = await unviewedItems(db, who, views.map(([name]) => name));
  const rows = views.flatMap(([name, ago]) => {
    const item = items.find((i) => i.name === name);
    return item ? [{ entityType: 'contents', entityId: String(item.id), verb: VIEWED_VERB, actorId: who.id, organizationId: who.organizationId, createdAt: daysAgo(now, ago) }] : [];
  });
  if (rows.length === 0) return;
  await db.insert(tableOf(activities).table as PgTable).values(rows);
  // Counters agree with the rows (seed test): an item has been viewed at least as often as recorded.
  await reconcileViewCounts(db, 'contents', items.map((i) => i.id));
}

async function seedNewClasses(db: Db, school: number, list: [string, number][], now: Date): Promise<void> {
  for (const [className, ago] of list) {
    const created = daysAgo(now, ago, 9);
    const classId = await ensure(db, classes, { organizationId: school, className }, { createdAt: created, updatedAt: created });
    if ((await classSize(db, classId)) > 0) continue;
    await addFreeStudents(db, classId, school, NEW_CLASS_STUDENTS);
  }
}

/** The school's classes of these names. */
async function classesNamed(db: Db, school: number, names: string[]): Promise<{ id: number; className: string }[]> {
  if (names.length === 0) return [];
  const { table, columns: c } = tableOf(classes);
  return (await db
    .select({ id: c.id!, className: c.className! })
    .from(table)
    .where(and(eq(c.organizationId!, school), inArray(c.className!, names)))) as { id: number; className: string }[];
}

async function seedLessons(db: Db, who: SeedPerson, habit: Habit, now: Date): Promise<void> {
  const planned = habit.lessonsAgo ?? [];
  const school = who.organizationId;
  if (!habit.plan || planned.length === 0 || school === null) return;
  const plan = await planNamed(db, who.id, habit.plan);
  if (plan === undefined) return;
  const l = tableOf(lessons);
  const taught = await db.$count(l.table, eq(l.columns.teacherId!, who.id));
  const missing = planned.slice(0, Math.max(0, (habit.lessonsTotal ?? planned.length) - taught));
  const names = habit.classNames ?? [];
  const klasses = await classesNamed(db, school, names);
  for (const [i, ago] of missing.entries()) {
    const klass = klasses.find((k) => k.className === names[i % names.length]);
    const start = daysAgo(now, ago, 9 + (i % 5));
    const [lesson] = (await db
      .insert(l.table)
      .values({
        lessonPlanId: plan,
        classId: klass?.id ?? null,
        organizationId: school,
        teacherId: who.id,
        state: 'ended',
        passphrase: newPassphrase(randomInt),
        mode: klass ? 'remote' : 'front_no_class',
        pacing: 'teacher',
        startDate: start,
        endDate: new Date(start.getTime() + 40 * 60_000),
      })
      .returning({ id: l.columns.id! })) as { id: number }[];
    if (klass) await joinLesson(db, lesson!.id, await classStudentIds(db, klass.id), new Date(start.getTime() + 3 * 60_000));
  }
}

/** Two demo staff booked on the webinar this week, for the console home's bookings. */
async function seedBookings(db: Db, meetingId: number): Promise<void> {
  const { table, columns: o } = tableOf(meeting_occurrences);
  const sessions = (await db.select({ id: o.id! }).from(table).where(eq(o.meetingId!, meetingId)).orderBy(asc(o.startDate!)).limit(2)) as { id: number }[];
  for (const [i, email] of [SUBSCRIBED_TEACHER_EMAIL, ORG_ADMIN_EMAIL].entries()) {
    const who = await personByEmail(db, email);
    if (!who) continue;
    await ensure(db, meeting_attendees, { email, meetingId }, { userId: who.id, occurrenceId: sessions[i]?.id ?? sessions[0]?.id ?? null, firstName: who.firstName, lastName: who.lastName });
  }
}

/** Hillcrest's own welcome and links for its teachers, unless the school has written its own. */
async function seedSchoolTexts(db: Db): Promise<void> {
  const u = tableOf(users).columns;
  const { table, columns: o } = tableOf(organizations);
  const school = eq(o.id!, subqueries.select({ id: u.organizationId! }).from(tableOf(users).table).where(eq(u.email!, ORG_ADMIN_EMAIL)));
  const unwritten = (column: SQLWrapper) => sql`coalesce(${column}, '{}'::jsonb) = '{}'::jsonb`;
  await db.update(table).set({ welcomeMessages: SCHOOL_WELCOME }).where(and(school, unwritten(o.welcomeMessages!)));
  await db.update(table).set({ quickLinks: SCHOOL_LINKS }).where(and(school, unwritten(o.quickLinks!)));
}

export async function seedHomes(db: Db, meetingId: number, now: Date = new Date()): Promise<void> {
  for (const { locale, ...config } of DASHBOARD_CONFIGS) await ensure(db, dashboard_configs, { locale }, config);
  await seedSchoolTexts(db);
  for (const habit of HABITS) {
    const who = await personByEmail(db, habit.email);
    if (!who) continue;
    const newClasses = NEW_CLASSES[habit.email];
    if (newClasses && who.organizationId !== null) await seedNewClasses(db, who.organizationId, newClasses, now);
    await seedViews(db, who, habit.views, now);
    await seedLessons(db, who, habit, now);
  }
  await seedBookings(db, meetingId);
}
