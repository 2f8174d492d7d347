/**
 * A lesson's report as a CSV file (issue 25): `GET /lessons/{id}/report.csv` has one row per
 * joined student and answerable task in teaching order, answers as people read them, cells
 * escaped (quotes, commas, line breaks) and formulas defused, headings in the asked language and
 * times in the asked zone; only the lesson's teacher and their school's admins take it away:
 * those who only read the lesson get 403, those who cannot read it 404, nobody signed in 401,
 * each as a JSON:API error document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { users } from '../../resources';
import { buildWorld, insert, startTestApp, type Response, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { expectApiError } from '../support/libraryFixtures';
import { expectValidDocument } from '../support/jsonapiSchema';
import { API, answer, classroomWithLesson, joinAs, passphraseLogin, startLesson, type Classroom, type StartedLesson } from '../support/classroomWorld';

const kinds = await testDbKinds({ postgres: 'the answers’ text[] choices and timestamps come back through each driver (to_char in UTC), and names sort the same' });

interface Download {
  status: number;
  headers: Record<string, unknown>;
  text: string;
}

const BOM = '\uFEFF';

describe.each(kinds)('lesson report CSV on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let c: Classroom;
  let lesson: StartedLesson;

  const download = async (token: string | null, id: string, query = '', headers: Record<string, string> = {}): Promise<Download> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/lessons/${id}/report.csv${query}`,
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    return { status: res.statusCode, headers: res.headers, text: res.body };
  };
  /** A refusal as the JSON:API client helpers read it. */
  const asResponse = (d: Download): Response => {
    const body: unknown = JSON.parse(d.text);
    return { status: d.status, headers: d.headers, body, doc: body as Response['doc'] };
  };
  const rowsOf = (d: Download): string[][] => {
    expect(d.text.startsWith(BOM)).toBe(true);
    const parsed = Papa.parse<string[]>(d.text.slice(1), { newline: '\r\n' });
    expect(parsed.errors).toEqual([]);
    return parsed.data;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
    ({ c, lesson } = await classroomWithLesson(t, w));
    const db = t.database.db;
    // The second student's name is typed like a formula and needs quoting; both students join.
    const [stu, other] = c.students as [string, string];
    await db.execute(sql`UPDATE users SET first_name = '=Ada', last_name = 'Pupil, "Jr"' WHERE id = ${Number(other)}`);
    const stuToken = await joinAs(t, lesson.passphrase, stu);
    const otherToken = await joinAs(t, lesson.passphrase, other);
    const answered = [
      await answer(t, stuToken, lesson.id, c.tasks.choice, { choices: ['2'] }),
      await answer(t, stuToken, lesson.id, c.tasks.rating, { rating: 4 }),
      await answer(t, stuToken, lesson.id, c.tasks.discussion, { answer_text: 'Because "hot", it says:\nmagma, rock' }),
      await answer(t, otherToken, lesson.id, c.tasks.discussion, { answer_text: '=HYPERLINK("http://evil.example","click")' }),
    ];
    expect(answered.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    await db.execute(sql`UPDATE experiences SET updated_at = '2025-03-01T10:04:05Z' WHERE lesson_id = ${Number(lesson.id)}`);
    await db.execute(sql`UPDATE lesson_plans SET name = 'Volcanoes & ash: part 2' WHERE id = ${Number(c.plan)}`);
    await db.execute(sql`UPDATE lessons SET start_date = '2025-03-01T09:00:00Z' WHERE id = ${Number(lesson.id)}`);
  });
  afterAll(async () => t.close());

  it('is a CSV attachment named after the plan and the day, never cached', async () => {
    const res = await download(w.tokens.teacherA, lesson.id);
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="volcanoes-ash-part-2-2025-03-01.csv"; filename*=UTF-8''Volcanoes-ash-part-2-2025-03-01.csv`);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('has one row per joined student and answerable task, in teaching order, answers readable and escaped', async () => {
    const rows = rowsOf(await download(w.tokens.teacherA, lesson.id, '?time_zone=Europe/Helsinki'));
    expect(rows[0]).toEqual(['Student', 'Student ID', 'Task no.', 'Activity', 'Task', 'Task type', 'Answer', 'Answered at (Europe/Helsinki)', 'Correct', 'Quiz score (out of 0)']);
    const [stu, other] = c.students as [string, string];
    const when = '2025-03-01 12:04:05';
    // No quiz task revealed: Correct and Quiz score are empty. "=Ada Pupil…" is written as text ('=…) and sorts before "Stu"; tasks 1.1, 1.2, 2.1 and 2.2 (a discussion too).
    expect(rows.slice(1)).toEqual([
      [`'=Ada Pupil, "Jr"`, other, '1', 'Activity 1', 'Task 1.1', 'Multiple choice', '', '', '', ''],
      [`'=Ada Pupil, "Jr"`, other, '2', 'Activity 1', 'Task 1.2', 'Rating', '', '', '', ''],
      [`'=Ada Pupil, "Jr"`, other, '3', 'Activity 2', 'Task 2.1', 'Discussion', `'=HYPERLINK("http://evil.example","click")`, when, '', ''],
      [`'=Ada Pupil, "Jr"`, other, '4', 'Activity 2', 'Task 2.2', 'Discussion', '', '', '', ''],
      ['Stu', stu, '1', 'Activity 1', 'Task 1.1', 'Multiple choice', 'Maybe', when, '', ''],
      ['Stu', stu, '2', 'Activity 1', 'Task 1.2', 'Rating', '4', when, '', ''],
      ['Stu', stu, '3', 'Activity 2', 'Task 2.1', 'Discussion', 'Because "hot", it says:\nmagma, rock', when, '', ''],
      ['Stu', stu, '4', 'Activity 2', 'Task 2.2', 'Discussion', '', '', '', ''],
    ]);
  });

  it('is written in the language the console asks in, times in UTC by default', async () => {
    const rows = rowsOf(await download(w.tokens.teacherA, lesson.id, '', { 'x-user-locale': 'fi' }));
    expect(rows[0]).toEqual(['Oppilas', 'Oppilaan tunnus', 'Tehtävän nro', 'Aktiviteetti', 'Tehtävä', 'Tehtävän tyyppi', 'Vastaus', 'Vastattu (UTC)', 'Oikein', 'Visan pisteet (0 mahdollista)']);
    expect(rows[5]?.slice(5, 8)).toEqual(['Monivalinta', 'Maybe', '2025-03-01 10:04:05']);
  });

  it('names no students and no answers before anyone joins: the heading alone', async () => {
    const started = await startLesson(t, w.tokens.teacherA, c.plan, c.emptyClassId);
    expect(started.status).toBe(201);
    expect(rowsOf(await download(w.tokens.teacherA, started.doc.data.id))).toHaveLength(1);
  });

  it('the school’s organisation admin takes it too', async () => {
    const res = await download(w.tokens.schoolAdminA, lesson.id);
    expect(res.status, res.text).toBe(200);
    expect(rowsOf(res)).toHaveLength(1 + 2 * 4);
  });

  it('who reads the lesson but may not take its answers away gets 403: its students, a guest, the admins of every school', async () => {
    const student = await joinAs(t, lesson.passphrase, c.students[0]!);
    const classless = await startLesson(t, w.tokens.teacherA, c.plan, null);
    const guest = await passphraseLogin(t, { passphrase: classless.doc.data.attributes.passphrase, user_token: 'report-guest', display_name: 'Robin' });
    expect(guest.status).toBe(201);
    const refusals: [string, string][] = [
      [student, lesson.id],
      [guest.doc.data.attributes.jwt as string, classless.doc.data.id],
      [w.tokens.superUser, lesson.id],
      [w.tokens.orgAdminPerm, lesson.id],
    ];
    for (const [token, id] of refusals) {
      // Each of them does read the lesson.
      expect((await t.request('GET', `${API}/lessons/${id}`, { token })).status).toBe(200);
      const res = asResponse(await download(token, id));
      expectApiError(res, 403, 'forbidden');
      expectValidDocument(res, 403);
      expect(res.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
    }
  });

  it('who cannot read the lesson gets 404 (another teacher of the school or of another school, a student who did not join, an unknown id); nobody signed in 401', async () => {
    const colleague = await insert(t, users, { email: 'colleague@test.test', firstName: 'Col', role: 'teacher', organizationId: Number(w.schoolA) });
    const colleagueToken = (await t.app.tokens.sign(colleague)).jwt;
    for (const [token, id] of [
      [colleagueToken, lesson.id],
      [w.tokens.teacherB, lesson.id],
      [c.otherClassStudent.token, lesson.id],
      [w.tokens.teacherA, '999999'],
      [w.tokens.teacherA, 'nope'],
    ] as const) {
      const res = asResponse(await download(token, id));
      expectApiError(res, 404, 'notFound');
      expectValidDocument(res, 404);
    }
    const anonymous = asResponse(await download(null, lesson.id));
    expectApiError(anonymous, 401, 'unauthenticated');
    expectValidDocument(anonymous, 401);
  });

  it('an unknown time zone is 400 on the parameter', async () => {
    const res = asResponse(await download(w.tokens.teacherA, lesson.id, '?time_zone=Mars/Olympus'));
    expectApiError(res, 400, 'badRequest');
    expect(res.doc.errors?.[0]?.source).toEqual({ parameter: 'time_zone' });
  });
});
