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
import { sql } from 'drizzle-orm';
import { DISPLAY_NAME_MAX, GUEST_SOURCE, normalisePassphrase } from '../../domain/lessons';
import { nameKey } from '../../domain/lessonNames';
import { attemptThrottle } from '../auth/attemptThrottle';
import { PASSPHRASE_MISS_LIMITS } from '../../domain/lessonGuessing';
import { queryRows, type Db } from '../db/client';
import { pgErrorOf } from '../jsonapi/dbErrors';
import { ApiError, badRequest } from '../jsonapi/errors';
import { sentAttributes } from '../jsonapi/actionBody';
import { defineAction, text } from '../../resources/kit';
import { lessonEventNotice } from '../live/lessonEvents';
import { studentAppAllowed } from '../../domain/studentApp';

export const PASSPHRASE_LOGIN_TYPE = 'passphraseLogins';
const USER_TOKEN_MIN = 8;
const USER_TOKEN_MAX = 100;
/** migrations/0023_lesson_names.sql: one device per guest name in a lesson. */
const NAME_KEY_INDEX = 'lesson_students_name_key_idx';

interface LessonRow {
  id: number;
  passphrase: string;
  mode: string;
  pacing: string;
  state: string;
  class_id: number | null;
  organization_id: number | null;
  lesson_plan_name: string;
  class_name: string | null;
}

interface StudentRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  /** The device that joined as this student in this lesson, if one has. */
  device_key: string | null;
}

async function activeLesson(db: Db, typed: string): Promise<LessonRow | undefined> {
  const passphrase = normalisePassphrase(typed);
  if (passphrase === '') return undefined;
  const [row] = await queryRows<LessonRow>(
    db,
    sql`SELECT l.id, l.passphrase, l.mode, l.pacing, l.state, l.class_id, l.organization_id, p.name AS lesson_plan_name, c.class_name
        FROM lessons l JOIN lesson_plans p ON p.id = l.lesson_plan_id LEFT JOIN classes c ON c.id = l.class_id
        WHERE l.passphrase = ${passphrase} AND l.state = 'active' LIMIT 1`,
  );
  return row;
}

interface LessonStudentRow extends LessonRow {
  student_id: number | null;
  first_name: string | null;
  last_name: string | null;
  device_key: string | null;
}

/**
 * The active lesson the passphrase names and its class's active students by name (those a student
 * picks themselves from, with who holds each), in one statement: a class joining at once queues
 * for the database, so every round trip a join saves is saved thirty times over.
 */
async function lessonAndStudents(db: Db, typed: string): Promise<{ lesson: LessonRow; students: StudentRow[] } | undefined> {
  const passphrase = normalisePassphrase(typed);
  if (passphrase === '') return undefined;
  const rows = await queryRows<LessonStudentRow>(
    db,
    sql`SELECT l.id, l.passphrase, l.mode, l.pacing, l.state, l.class_id, l.organization_id, p.name AS lesson_plan_name, c.class_name,
               s.id AS student_id, s.first_name, s.last_name, s.device_key
        FROM lessons l JOIN lesson_plans p ON p.id = l.lesson_plan_id LEFT JOIN classes c ON c.id = l.class_id
        LEFT JOIN LATERAL (
          SELECT u.id, u.first_name, u.last_name, ls.device_key FROM class_students cs JOIN users u ON u.id = cs.student_id
          LEFT JOIN lesson_students ls ON ls.lesson_id = l.id AND ls.student_id = u.id
          WHERE cs.class_id = l.class_id AND c.state = 'active' AND u.role = 'student' AND u.archived_at IS NULL
        ) s ON true
        WHERE l.passphrase = ${passphrase} AND l.state = 'active'
        ORDER BY s.first_name, s.last_name, s.id`,
  );
  const [first] = rows;
  if (!first) return undefined;
  const { student_id: _id, first_name: _first, last_name: _last, device_key: _key, ...lesson } = first;
  const students = rows.flatMap((r) => (r.student_id === null ? [] : [{ id: r.student_id, first_name: r.first_name, last_name: r.last_name, device_key: r.device_key }]));
  return { lesson, students };
}

/** Held by another device: a name taken on one device is not taken on another until released. */
const heldElsewhere = (deviceKey: string | null | undefined, userToken: string): boolean => deviceKey != null && deviceKey !== userToken;
const nameTaken = (name: string): ApiError => ApiError.of({ status: 409, identifier: 'nameTaken', pointer: `/data/attributes/${name}` });

/** 409 when another device holds this guest name in the lesson (domain/lessonNames.ts nameKey). */
async function assertGuestNameFree(db: Db, lessonId: number, deviceKey: string, displayName: string): Promise<void> {
  const rows = await queryRows<{ device_key: string | null }>(
    db,
    sql`SELECT device_key FROM lesson_students WHERE lesson_id = ${lessonId} AND name_key = ${nameKey(displayName)} LIMIT 1`,
  );
  if (heldElsewhere(rows[0]?.device_key, deviceKey)) throw nameTaken('display_name');
}

const incorrect = (): ApiError => ApiError.of({ status: 404, identifier: 'incorrectPassphrase' });

/** 403 for a lesson of an organisation whose people do not use the student app (domain/studentApp.ts). */
function assertStudentApp(app: FastifyInstance, lesson: LessonRow): void {
  const organizationId = lesson.organization_id === null ? null : String(lesson.organization_id);
  if (!studentAppAllowed(app.studentAppOrganizations, organizationId)) throw ApiError.of({ status: 403, identifier: 'studentAppNotAllowed' });
}
const field = (name: string, identifier = 'fieldNoBlank'): ApiError => ApiError.of({ status: 422, identifier, pointer: `/data/attributes/${name}` });

function lessonAttributes(lesson: LessonRow): Record<string, unknown> {
  return { passphrase: lesson.passphrase, lesson_plan_name: lesson.lesson_plan_name, class_name: lesson.class_name, mode: lesson.mode, pacing: lesson.pacing };
}

/** The guest of this device in this lesson, made on the first join. */
async function guestOf(db: Db, lessonId: number, deviceKey: string, displayName: string): Promise<number> {
  const [known] = await queryRows<{ id: number }>(
    db,
    sql`SELECT u.id FROM lesson_students ls JOIN users u ON u.id = ls.student_id
        WHERE ls.lesson_id = ${lessonId} AND ls.device_key = ${deviceKey} AND u.source = ${GUEST_SOURCE} AND u.archived_at IS NULL LIMIT 1`,
  );
  if (known) {
    await db.execute(sql`UPDATE users SET first_name = ${displayName} WHERE id = ${known.id}`);
    await db.execute(sql`UPDATE lesson_students SET name_key = ${nameKey(displayName)} WHERE lesson_id = ${lessonId} AND student_id = ${known.id}`);
    return known.id;
  }
  const [made] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO users (first_name, role, source) VALUES (${displayName}, 'student', ${GUEST_SOURCE}) RETURNING id`,
  );
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
    const [held] = await queryRows<{ device_key: string | null }>(db, sql`SELECT device_key FROM lesson_students WHERE lesson_id = ${lessonId} AND student_id = ${studentId}`);
    if (heldElsewhere(held?.device_key, deviceKey)) throw nameTaken(guestName === null ? 'student_id' : 'display_name');
  }
  return row!.token_version;
}

interface JoinRequest {
  passphrase: string;
  userToken: string;
  studentId?: number;
  displayName?: string;
}

/**
 * A join: the passphrase and the device's own token, then the class student chosen or (in a
 * lesson without a class) the name typed. Read by the rules below, past the kit's: an id must be
 * a record id, a name sent blank is refused where none sent asks for the class list.
 */
const JOIN_BODY = defineAction({
  type: PASSPHRASE_LOGIN_TYPE,
  attributes: {
    passphrase: text({ required: true }),
    userToken: text({ required: true }),
    studentId: text(),
    displayName: text({ maxLength: DISPLAY_NAME_MAX }),
  },
});

function readJoin(body: unknown): JoinRequest {
  const a = sentAttributes(JOIN_BODY, body);
  if (typeof a.passphrase !== 'string' || a.passphrase.trim() === '') throw field('passphrase');
  const token = a.user_token;
  if (typeof token !== 'string' || token.length < USER_TOKEN_MIN || token.length > USER_TOKEN_MAX) throw field('user_token', 'invalidField');
  const out: JoinRequest = { passphrase: a.passphrase, userToken: token };
  if (a.student_id != null) {
    const id = String(a.student_id);
    if (!/^[1-9][0-9]{0,9}$/.test(id)) throw field('student_id', 'invalidField');
    out.studentId = Number(id);
  }
  if (a.display_name != null) {
    const name = typeof a.display_name === 'string' ? a.display_name.trim() : '';
    if (name === '' || name.length > DISPLAY_NAME_MAX) throw field('display_name', name === '' ? 'fieldNoBlank' : 'invalidField');
    out.displayName = name;
  }
  return out;
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
    if (lesson.class_id !== null && students.length === 0) throw ApiError.of({ status: 422, identifier: 'invalidPassphrase' });
    let studentId: number | undefined;
    let tokenVersion = 0;
    if (request.studentId !== undefined) {
      if (lesson.class_id === null || !students.some((s) => s.id === request.studentId)) throw field('student_id', 'invalidField');
      studentId = request.studentId;
      tokenVersion = await join(app.db, lesson.id, studentId, request.userToken, null);
    } else if (request.displayName !== undefined) {
      if (lesson.class_id !== null) throw field('display_name', 'invalidField');
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
        { type: 'lessons', id: lessonId, attributes: { mode: lesson.mode, pacing: lesson.pacing, state: lesson.state, lesson_plan_name: lesson.lesson_plan_name } },
        ...students.map((s) => ({ type: 'users', id: String(s.id), attributes: { first_name: s.first_name, last_name: s.last_name, taken: heldElsewhere(s.device_key, request.userToken) } })),
      ],
    });
  });
}
