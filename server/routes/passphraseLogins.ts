/**
 * Joining a lesson by its passphrase (issue 11; seed 1 and 8): the student app's sign-in.
 *
 * | Method | Path                                              | Result |
 * |--------|---------------------------------------------------|--------|
 * | GET    | /user/passphrase_logins?filter[passphrase]=X      | 200 the active lesson the passphrase names (plan and class names, mode, pacing); 404 `incorrectPassphrase`; 400 without the filter |
 * | POST   | /user/passphrase_logins                           | 201 the lesson and its class's students; with `student_id` or `display_name`, also a session (`jwt`, `expires_at`, `student_id`) |
 *
 * Both are public and throttled per address after repeated misses (429 with Retry-After), with
 * limits sized for a whole school behind one address (domain/lessonGuessing.ts).
 * A passphrase is typed as it sounds (normalisePassphrase). A class lesson whose class has no
 * active students is 422 `invalidPassphrase`. `user_token` is the device's key: in a class-less
 * lesson the same device is the same guest (a student user of no school, so no seat, source
 * `lesson_guest`). A join is recorded in `lesson_students` once and announced as `joined`.
 * A name is held by the device that took it (issue 25): a class student joined from another
 * device, or a guest name (compared as domain/lessonNames.ts `nameKey`) another device holds, is
 * 409 `nameTaken` on the field until the teacher releases it; the class list marks such students
 * `taken`. The same device joining again is fine. Joins arriving together share one read of the
 * class list (sharedReads).
 * Students still never sign in with POST /user/tokens.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { classes, lesson_plans, lessons, users } from '../../resources';
import { GUEST_SOURCE, normalisePassphrase } from '../../domain/lessons';
import { nameKey } from '../../domain/lessonNames';
import { attemptThrottle } from '../auth/attemptThrottle';
import { PASSPHRASE_MISS_LIMITS } from '../../domain/lessonGuessing';
import { queryRows, type Db } from '../db/client';
import { lessonStudents, subqueries } from '../db/queries/lessonRows';
import { joinTableOf, tableOf } from '../db/tables';
import { pgErrorOf } from '../jsonapi/dbErrors';
import { ApiError, badRequest } from '../jsonapi/errors';
import { lessonEventNotice } from '../live/lessonEvents';
import { studentAppAllowed } from '../../domain/studentApp';
import { JOIN_BODY, PASSPHRASE_LOGIN_TYPE, readJoin } from './passphraseJoinBody';

/** migrations/0023_lesson_names.sql: one device per guest name in a lesson. */
const NAME_KEY_INDEX = 'lesson_students_name_key_idx';

const l = tableOf(lessons);
const p = tableOf(lesson_plans);
const c = tableOf(classes);
const u = tableOf(users);
const classStudents = joinTableOf(classes.relationships.students.through!);

interface LessonRow {
  id: number;
  passphrase: string;
  mode: string;
  pacing: string;
  state: string;
  classId: number | null;
  organizationId: number | null;
  lessonPlanName: string;
  className: string | null;
}

interface StudentRow {
  id: number;
  firstName: string | null;
  lastName: string | null;
  /** The device that joined as this student in this lesson, if one has. */
  deviceKey: string | null;
}

const lessonFields = {
  id: l.columns.id!,
  passphrase: l.columns.passphrase!,
  mode: l.columns.mode!,
  pacing: l.columns.pacing!,
  state: l.columns.state!,
  classId: l.columns.classId!,
  organizationId: l.columns.organizationId!,
  lessonPlanName: p.columns.name!,
  className: c.columns.className!,
};

const planOfLesson = eq(p.columns.id!, l.columns.lessonPlanId!);
const classOfLesson = eq(c.columns.id!, l.columns.classId!);
/** The active lesson a passphrase names (one: passphrases are drawn unique among the active). */
const activeNamed = (passphrase: string) => and(eq(l.columns.passphrase!, passphrase), eq(l.columns.state!, 'active'));

async function activeLesson(db: Db, typed: string): Promise<LessonRow | undefined> {
  const passphrase = normalisePassphrase(typed);
  if (passphrase === '') return undefined;
  const [row] = (await db
    .select(lessonFields)
    .from(l.table)
    .innerJoin(p.table, planOfLesson)
    .leftJoin(c.table, classOfLesson)
    .where(activeNamed(passphrase))
    .limit(1)) as LessonRow[];
  return row;
}

/** The active students of the lesson's class by name, if the class is active, with who holds each: a lateral subquery. */
const classList = subqueries
  .select({ studentId: u.columns.id!, firstName: u.columns.firstName!, lastName: u.columns.lastName!, deviceKey: lessonStudents.deviceKey })
  .from(classStudents.table)
  .innerJoin(u.table, eq(u.columns.id!, classStudents.to))
  .leftJoin(lessonStudents, and(eq(lessonStudents.lessonId, l.columns.id!), eq(lessonStudents.studentId, u.columns.id!)))
  .where(and(eq(classStudents.from, l.columns.classId!), eq(c.columns.state!, 'active'), eq(u.columns.role!, 'student'), isNull(u.columns.archivedAt!)))
  .as('s');

type LessonStudentRow = LessonRow & { studentId: number | null; firstName: string | null; lastName: string | null; deviceKey: string | null };

/**
 * The active lesson the passphrase names and its class's active students by name (those a student
 * picks themselves from, with who holds each), in one statement: a class joining at once queues
 * for the database, so every round trip a join saves is saved thirty times over.
 */
async function lessonAndStudents(db: Db, typed: string): Promise<{ lesson: LessonRow; students: StudentRow[] } | undefined> {
  const passphrase = normalisePassphrase(typed);
  if (passphrase === '') return undefined;
  const { studentId, firstName, lastName, deviceKey } = classList;
  const rows = (await db
    .select({ ...lessonFields, studentId, firstName, lastName, deviceKey })
    .from(l.table)
    .innerJoin(p.table, planOfLesson)
    .leftJoin(c.table, classOfLesson)
    .leftJoinLateral(classList, sql`true`)
    .where(activeNamed(passphrase))
    .orderBy(asc(classList.firstName), asc(classList.lastName), asc(classList.studentId))) as LessonStudentRow[];
  const [first] = rows;
  if (!first) return undefined;
  const { studentId: _id, firstName: _first, lastName: _last, deviceKey: _key, ...lesson } = first;
  const students = rows.flatMap((r) => (r.studentId === null ? [] : [{ id: r.studentId, firstName: r.firstName, lastName: r.lastName, deviceKey: r.deviceKey }]));
  return { lesson, students };
}

/** Held by another device: a name taken on one device is not taken on another until released. */
const heldElsewhere = (deviceKey: string | null | undefined, userToken: string): boolean => deviceKey != null && deviceKey !== userToken;
const nameTaken = (name: string): ApiError => ApiError.of({ status: 409, identifier: 'nameTaken', pointer: `/data/attributes/${name}` });
const joinOf = (lessonId: number, studentId: number) => and(eq(lessonStudents.lessonId, lessonId), eq(lessonStudents.studentId, studentId));

/** 409 when another device holds this guest name in the lesson (domain/lessonNames.ts nameKey). */
async function assertGuestNameFree(db: Db, lessonId: number, deviceKey: string, displayName: string): Promise<void> {
  const rows = await db
    .select({ deviceKey: lessonStudents.deviceKey })
    .from(lessonStudents)
    .where(and(eq(lessonStudents.lessonId, lessonId), eq(lessonStudents.nameKey, nameKey(displayName))))
    .limit(1);
  if (heldElsewhere(rows[0]?.deviceKey, deviceKey)) throw nameTaken('display_name');
}

const incorrect = (): ApiError => ApiError.of({ status: 404, identifier: 'incorrectPassphrase' });

/** 403 for a lesson of an organisation whose people do not use the student app (domain/studentApp.ts). */
function assertStudentApp(app: FastifyInstance, lesson: LessonRow): void {
  const organizationId = lesson.organizationId === null ? null : String(lesson.organizationId);
  if (!studentAppAllowed(app.studentAppOrganizations, organizationId)) throw ApiError.of({ status: 403, identifier: 'studentAppNotAllowed' });
}
const invalidField = (name: string): ApiError => ApiError.of({ status: 422, identifier: 'invalidField', pointer: `/data/attributes/${name}` });

function lessonAttributes(lesson: LessonRow): Record<string, unknown> {
  return { passphrase: lesson.passphrase, lesson_plan_name: lesson.lessonPlanName, class_name: lesson.className, mode: lesson.mode, pacing: lesson.pacing };
}

/** The guest of this device in this lesson, made on the first join. */
async function guestOf(db: Db, lessonId: number, deviceKey: string, displayName: string): Promise<number> {
  const [known] = (await db
    .select({ id: u.columns.id! })
    .from(lessonStudents)
    .innerJoin(u.table, eq(u.columns.id!, lessonStudents.studentId))
    .where(and(eq(lessonStudents.lessonId, lessonId), eq(lessonStudents.deviceKey, deviceKey), eq(u.columns.source!, GUEST_SOURCE), isNull(u.columns.archivedAt!)))
    .limit(1)) as { id: number }[];
  if (known) {
    await db.update(u.table).set({ firstName: displayName }).where(eq(u.columns.id!, known.id));
    await db.update(lessonStudents).set({ nameKey: nameKey(displayName) }).where(joinOf(lessonId, known.id));
    return known.id;
  }
  const [made] = (await db.insert(u.table).values({ firstName: displayName, role: 'student', source: GUEST_SOURCE }).returning({ id: u.columns.id! })) as { id: number }[];
  return made!.id;
}

/**
 * Records the join once, announcing it, and answers the student's token version, in one statement
 * (no transaction of its own: a statement commits or not as a whole, and its notice is sent only
 * if it commits). A student already joined from another device is 409 `nameTaken` until the
 * teacher releases them (DELETE /lessons/{id}/students/{studentId}). The holder is read in a
 * statement of its own: the insert's snapshot does not see a join another device committed
 * while it waited on the row.
 */
async function join(db: Db, lessonId: number, studentId: number, deviceKey: string, guestName: string | null): Promise<number> {
  // Hand-written: an insert, its pg_notify and a read in one statement (data-modifying CTEs), on a class's 9:00 burst.
  const [row] = await queryRows<{ token_version: number; joined: number | string }>(
    db,
    sql`WITH joined AS (
          INSERT INTO lesson_students (lesson_id, student_id, device_key, name_key) VALUES (${lessonId}, ${studentId}, ${deviceKey}, ${guestName === null ? null : nameKey(guestName)})
          ON CONFLICT (lesson_id, student_id) DO NOTHING RETURNING student_id
        ), announced AS (
          SELECT ${lessonEventNotice(lessonId, 'joined', sql`json_build_object('studentId', u.id::text, 'name', trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')))`)}
          FROM joined JOIN users u ON u.id = joined.student_id
        )
        SELECT u.token_version, (SELECT count(*) FROM announced) AS joined FROM users u WHERE u.id = ${studentId}`,
  );
  if (Number(row!.joined) === 0) {
    const [held] = await db.select({ deviceKey: lessonStudents.deviceKey }).from(lessonStudents).where(joinOf(lessonId, studentId));
    if (heldElsewhere(held?.deviceKey, deviceKey)) throw nameTaken(guestName === null ? 'student_id' : 'display_name');
  }
  return row!.token_version;
}

type Found = Awaited<ReturnType<typeof lessonAndStudents>>;

/**
 * Joins of one passphrase that arrive while its lesson and class list are being read share that
 * read rather than each queueing its own (a class joins at once: on the embedded database the
 * thirty reads were most of the burst's time). Only reads in flight are shared, nothing is kept:
 * a shared answer is as fresh as one that took a moment longer, and who holds a name is decided
 * by the join's own statement, never by this list.
 */
function sharedReads(db: Db): (typed: string) => Promise<Found> {
  const reading = new Map<string, Promise<Found>>();
  return (typed) => {
    const passphrase = normalisePassphrase(typed);
    let read = reading.get(passphrase);
    if (!read) {
      read = lessonAndStudents(db, passphrase).finally(() => reading.delete(passphrase));
      reading.set(passphrase, read);
    }
    return read;
  };
}

export function registerPassphraseLoginRoutes(app: FastifyInstance): void {
  const lessonWithStudents = sharedReads(app.db);
  // A school's burst at 9:00 and a day's budget, per client address (domain/lessonGuessing.ts).
  const throttle = attemptThrottle(app.limitStore, 'passphrase', PASSPHRASE_MISS_LIMITS);
  const keys = (ip: string): string[] => [`passphrase:${ip}`];

  app.get('/user/passphrase_logins', { config: { public: true, doc: { tag: 'sign-in', summary: 'The active lesson a passphrase names (plan and class names, mode, pacing), before a student joins', query: [{ name: 'filter[passphrase]', description: 'The passphrase, in any case and spacing.' }] } } }, async (req) => {
    const typed = (req.query as Record<string, unknown>)['filter[passphrase]'];
    if (typeof typed !== 'string' || typed.trim() === '') throw badRequest('filter[passphrase] is required', 'filter[passphrase]');
    await throttle.assertOpen(keys(req.ip));
    const lesson = await activeLesson(app.db, typed);
    if (!lesson) {
      await throttle.fail(keys(req.ip));
      throw incorrect();
    }
    assertStudentApp(app, lesson);
    return { data: [{ type: PASSPHRASE_LOGIN_TYPE, id: String(lesson.id), attributes: lessonAttributes(lesson) }] };
  });

  app.post('/user/passphrase_logins', { config: { public: true, doc: { tag: 'sign-in', summary: "Joins a lesson by its passphrase as a class student or, in a lesson without a class, by a display name: a student's token", status: 201, body: JOIN_BODY } } }, async (req, reply) => {
    const request = readJoin(req.body);
    await throttle.assertOpen(keys(req.ip));
    const found = await lessonWithStudents(request.passphrase);
    if (!found) {
      await throttle.fail(keys(req.ip));
      throw incorrect();
    }
    const { lesson, students } = found;
    assertStudentApp(app, lesson);
    if (lesson.classId !== null && students.length === 0) throw ApiError.of({ status: 422, identifier: 'invalidPassphrase' });
    let studentId: number | undefined;
    let tokenVersion = 0;
    if (request.studentId !== undefined) {
      if (lesson.classId === null || !students.some((s) => s.id === request.studentId)) throw invalidField('student_id');
      studentId = request.studentId;
      tokenVersion = await join(app.db, lesson.id, studentId, request.userToken, null);
    } else if (request.displayName !== undefined) {
      if (lesson.classId !== null) throw invalidField('display_name');
      const guestName = request.displayName;
      // A guest's name is checked, made and joined together: one transaction.
      [studentId, tokenVersion] = await app.db
        .transaction(async (tx) => {
          const db: Db = tx;
          await assertGuestNameFree(db, lesson.id, request.userToken, guestName);
          const id = await guestOf(db, lesson.id, request.userToken, guestName);
          return [id, await join(db, lesson.id, id, request.userToken, guestName)] as const;
        })
        .catch((err: unknown) => {
          // Two devices typing one name at the same moment: the unique name_key index decides.
          const pg = pgErrorOf(err);
          if (pg?.code === '23505' && `${pg.constraint ?? ''} ${pg.message ?? ''}`.includes(NAME_KEY_INDEX)) throw nameTaken('display_name');
          throw err;
        });
    }
    let session: Record<string, unknown> = {};
    if (studentId !== undefined) {
      const token = await app.tokens.sign(String(studentId), tokenVersion);
      session = { jwt: token.jwt, expires_at: token.expiresAt.toISOString(), student_id: String(studentId) };
    }
    const lessonId = String(lesson.id);
    return reply.code(201).send({
      data: {
        type: PASSPHRASE_LOGIN_TYPE,
        id: lessonId,
        attributes: { passphrase: lesson.passphrase, ...session },
        relationships: {
          lessons: { data: [{ type: 'lessons', id: lessonId }] },
          students: { data: students.map((s) => ({ type: 'users', id: String(s.id) })) },
        },
      },
      included: [
        { type: 'lessons', id: lessonId, attributes: { mode: lesson.mode, pacing: lesson.pacing, state: lesson.state, lesson_plan_name: lesson.lessonPlanName } },
        ...students.map((s) => ({ type: 'users', id: String(s.id), attributes: { first_name: s.firstName, last_name: s.lastName, taken: heldElsewhere(s.deviceKey, request.userToken) } })),
      ],
    });
  });
}
