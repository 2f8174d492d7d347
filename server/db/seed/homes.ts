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
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { activities, classes, dashboard_configs, meeting_attendees } from '../../../resources';
import { OPEN_CONTENT_STATES } from '../../../domain/constants';
import { newPassphrase } from '../../../domain/lessons';
import { queryRows, type Db } from '../client';
import { tableOf } from '../tables';
import { ensure } from './ensure';
import { CLASSROOM_CLASS_NAME } from './classroom';
import { DASHBOARD_CONFIGS, SCHOOL_LINKS, SCHOOL_WELCOME } from './dashboardTexts';
import { DEMO_TEACHER_EMAIL, SUBSCRIBED_TEACHER_EMAIL } from './library';

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

interface Person {
  id: number;
  organization_id: number | null;
  first_name: string;
  last_name: string | null;
}

const daysAgo = (now: Date, days: number, hour = 10): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour) - days * DAY_MS);

async function person(db: Db, email: string): Promise<Person | undefined> {
  const [found] = await queryRows<Person>(db, sql`SELECT id, organization_id, first_name, last_name FROM users WHERE email = ${email}`);
  return found;
}

async function seedViews(db: Db, who: Person, views: Habit['views'], now: Date): Promise<void> {
  const names = views.map(([name]) => name);
  const items = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM contents WHERE name IN (${sql.join(names.map((n) => sql`${n}`), sql`, `)})
          AND state IN (${sql.join(OPEN_CONTENT_STATES.map((s) => sql`${s}`), sql`, `)})
          AND NOT EXISTS (SELECT 1 FROM activities a WHERE a.actor_id = ${who.id} AND a.verb = 'viewed' AND a.entity_type = 'contents' AND a.entity_id = contents.id::text)`,
  );
  const rows = views.flatMap(([name, ago]) => {
    const item = items.find((i) => i.name === name);
    return item ? [{ entityType: 'contents', entityId: String(item.id), verb: 'viewed', actorId: who.id, organizationId: who.organization_id, createdAt: daysAgo(now, ago) }] : [];
  });
  if (rows.length === 0) return;
  await db.insert(tableOf(activities).table as PgTable).values(rows);
  // Counters agree with the rows (seed test): an item has been viewed at least as often as recorded.
  await db.execute(sql`
    UPDATE contents t SET viewed_count = v.n
    FROM (SELECT entity_id, count(*)::int AS n FROM activities WHERE verb = 'viewed' AND entity_type = 'contents' GROUP BY entity_id) v
    WHERE t.id::text = v.entity_id AND t.id IN (${sql.join(items.map((i) => sql`${i.id}`), sql`, `)}) AND t.viewed_count < v.n`);
}

async function seedNewClasses(db: Db, school: number, list: [string, number][], now: Date): Promise<void> {
  for (const [className, ago] of list) {
    const created = daysAgo(now, ago, 9);
    const classId = await ensure(db, classes, { organizationId: school, className }, { createdAt: created, updatedAt: created });
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM class_students WHERE class_id = ${classId}`);
    if (n > 0) continue;
    await db.execute(sql`
      INSERT INTO class_students (class_id, student_id)
      SELECT ${classId}, u.id FROM users u
      WHERE u.organization_id = ${school} AND u.role = 'student' AND u.archived_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM class_students cs WHERE cs.student_id = u.id)
      ORDER BY u.id LIMIT ${NEW_CLASS_STUDENTS}
      ON CONFLICT DO NOTHING`);
  }
}

async function seedLessons(db: Db, who: Person, habit: Habit, now: Date): Promise<void> {
  const planned = habit.lessonsAgo ?? [];
  if (!habit.plan || planned.length === 0 || who.organization_id === null) return;
  const [plan] = await queryRows<{ id: number }>(db, sql`SELECT id FROM lesson_plans WHERE author_id = ${who.id} AND name = ${habit.plan}`);
  if (!plan) return;
  const [{ taught } = { taught: 0 }] = await queryRows<{ taught: number }>(db, sql`SELECT count(*)::int AS taught FROM lessons WHERE teacher_id = ${who.id}`);
  const missing = planned.slice(0, Math.max(0, (habit.lessonsTotal ?? planned.length) - taught));
  const names = habit.classNames ?? [];
  const klasses =
    names.length === 0
      ? []
      : await queryRows<{ id: number; class_name: string }>(
          db,
          sql`SELECT id, class_name FROM classes WHERE organization_id = ${who.organization_id} AND class_name IN (${sql.join(names.map((n) => sql`${n}`), sql`, `)})`,
        );
  for (const [i, ago] of missing.entries()) {
    const klass = klasses.find((k) => k.class_name === names[i % names.length]);
    const start = daysAgo(now, ago, 9 + (i % 5));
    const [lesson] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO lessons (lesson_plan_id, class_id, organization_id, teacher_id, state, passphrase, mode, pacing, start_date, end_date)
          VALUES (${plan.id}, ${klass?.id ?? null}, ${who.organization_id}, ${who.id}, 'ended', ${newPassphrase(randomInt)}, ${klass ? 'remote' : 'front_no_class'}, 'teacher',
                  ${start.toISOString()}::timestamptz, ${new Date(start.getTime() + 40 * 60_000).toISOString()}::timestamptz)
          RETURNING id`,
    );
    if (klass)
      await db.execute(sql`
        INSERT INTO lesson_students (lesson_id, student_id, joined_at)
        SELECT ${lesson!.id}, cs.student_id, ${new Date(start.getTime() + 3 * 60_000).toISOString()}::timestamptz FROM class_students cs WHERE cs.class_id = ${klass.id}
        ON CONFLICT DO NOTHING`);
  }
}

/** Two demo staff booked on the webinar this week, for the console home's bookings. */
async function seedBookings(db: Db, meetingId: number): Promise<void> {
  const sessions = await queryRows<{ id: number }>(db, sql`SELECT id FROM meeting_occurrences WHERE meeting_id = ${meetingId} ORDER BY start_date LIMIT 2`);
  for (const [i, email] of [SUBSCRIBED_TEACHER_EMAIL, ORG_ADMIN_EMAIL].entries()) {
    const who = await person(db, email);
    if (!who) continue;
    await ensure(db, meeting_attendees, { email, meetingId }, { userId: who.id, occurrenceId: sessions[i]?.id ?? sessions[0]?.id ?? null, firstName: who.first_name, lastName: who.last_name });
  }
}

/** Hillcrest's own welcome and links for its teachers, unless the school has written its own. */
async function seedSchoolTexts(db: Db): Promise<void> {
  const school = sql`(SELECT organization_id FROM users WHERE email = ${ORG_ADMIN_EMAIL})`;
  await db.execute(sql`UPDATE organizations SET welcome_messages = ${JSON.stringify(SCHOOL_WELCOME)}::jsonb
    WHERE id = ${school} AND coalesce(welcome_messages, '{}'::jsonb) = '{}'::jsonb`);
  await db.execute(sql`UPDATE organizations SET quick_links = ${JSON.stringify(SCHOOL_LINKS)}::jsonb
    WHERE id = ${school} AND coalesce(quick_links, '{}'::jsonb) = '{}'::jsonb`);
}

export async function seedHomes(db: Db, meetingId: number, now: Date = new Date()): Promise<void> {
  for (const { locale, ...config } of DASHBOARD_CONFIGS) await ensure(db, dashboard_configs, { locale }, config);
  await seedSchoolTexts(db);
  for (const habit of HABITS) {
    const who = await person(db, habit.email);
    if (!who) continue;
    const newClasses = NEW_CLASSES[habit.email];
    if (newClasses && who.organization_id !== null) await seedNewClasses(db, who.organization_id, newClasses, now);
    await seedViews(db, who, habit.views, now);
    await seedLessons(db, who, habit, now);
  }
  await seedBookings(db, meetingId);
}
