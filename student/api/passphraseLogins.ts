/**
 * Joining a lesson by passphrase (contract of issue 11, public routes):
 *
 * | function     | request                                                               |
 * |--------------|-----------------------------------------------------------------------|
 * | findLesson   | GET /user/passphrase_logins?filter[passphrase]=X (404: incorrect)     |
 * | openLesson   | POST /user/passphrase_logins without a student: the class list        |
 * | joinLesson   | POST again with student_id or display_name: the student's token       |
 *
 * Who is signed in (a teacher launching the app) is `signedIn.ts`, loaded only when a token is there.
 */
import { isObject, type JsonApiDocument, type ResourceObject } from '../../dataProvider/types';
import { distinctNames } from '../../domain/lessonNames';
import { document, send } from './client';

const TYPE = 'passphraseLogins';

export interface LessonSummary {
  lessonId: string;
  passphrase: string;
  lessonPlanName: string | null;
  className: string | null;
  mode: string | null;
  pacing: string | null;
}

export interface ClassStudent {
  id: string;
  /** The name as shown: shared names numbered (domain/lessonNames.ts distinctNames). */
  name: string;
  /** Joined on another device: not for this one until the teacher releases it. */
  taken: boolean;
}

export interface OpenedLesson {
  /** The student lesson id: the first lesson's id (seed 4). */
  lessonId: string;
  students: ClassStudent[];
}

export interface JoinedLesson {
  lessonId: string;
  jwt: string;
  studentId: string;
}

export type Who = { studentId: string } | { displayName: string };

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function primary(doc: JsonApiDocument): ResourceObject {
  const data = Array.isArray(doc.data) ? doc.data[0] : doc.data;
  if (!data) throw new Error('passphrase login: no data in the response');
  return data;
}

export async function findLesson(passphrase: string): Promise<LessonSummary> {
  const { doc } = await send({ method: 'GET', path: `/user/passphrase_logins?filter[passphrase]=${encodeURIComponent(passphrase)}`, anonymous: true });
  const data = primary(doc);
  const a = data.attributes ?? {};
  return {
    lessonId: data.id,
    passphrase: str(a.passphrase) ?? passphrase,
    lessonPlanName: str(a.lesson_plan_name),
    className: str(a.class_name),
    mode: str(a.mode),
    pacing: str(a.pacing),
  };
}

function lessonIdOf(data: ResourceObject): string {
  const lessons = data.relationships?.lessons?.data;
  const first = Array.isArray(lessons) ? lessons[0] : lessons;
  return first && isObject(first) ? String(first.id) : data.id;
}

function studentsOf(doc: JsonApiDocument): ClassStudent[] {
  const users = (doc.included ?? []).filter((o) => o.type === 'users');
  const names = distinctNames(users.map((o) => ({ id: o.id, name: [str(o.attributes?.first_name), str(o.attributes?.last_name)].filter(Boolean).join(' ') })));
  return users.map((o) => ({ id: o.id, name: names.get(o.id) ?? '', taken: o.attributes?.taken === true }));
}

function loginBody(passphrase: string, userToken: string, who?: Who): { data: Record<string, unknown> } {
  const extra = who === undefined ? {} : 'studentId' in who ? { student_id: who.studentId } : { display_name: who.displayName };
  return document({ type: TYPE, attributes: { passphrase, user_token: userToken, ...extra } });
}

export async function openLesson(passphrase: string, userToken: string): Promise<OpenedLesson> {
  const { doc } = await send({ method: 'POST', path: '/user/passphrase_logins', anonymous: true, body: loginBody(passphrase, userToken) });
  return { lessonId: lessonIdOf(primary(doc)), students: studentsOf(doc) };
}

export async function joinLesson(passphrase: string, userToken: string, who: Who): Promise<JoinedLesson> {
  const { doc } = await send({ method: 'POST', path: '/user/passphrase_logins', anonymous: true, body: loginBody(passphrase, userToken, who) });
  const data = primary(doc);
  const jwt = str(data.attributes?.jwt);
  if (!jwt) throw new Error('passphrase login: no jwt in the response');
  const studentId = data.attributes?.student_id;
  return { lessonId: lessonIdOf(data), jwt, studentId: studentId === undefined || studentId === null ? '' : String(studentId) };
}
