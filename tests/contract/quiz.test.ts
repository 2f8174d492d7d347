/**
 * Quiz mode (issue 25) through the API: the plan's author marks a multiple-choice task's correct
 * choices (422 on the field for a choice the task does not have, or two on a single-choice task;
 * cleared when the type changes); the lesson's teacher reveals quiz tasks to the class
 * (`revealed_tasks`, 422 for a task that is no quiz of the plan, and a reveal is final), which the
 * class hears as `revealed`; the scores (`GET /lessons/{id}/scores`) count right answers over the
 * revealed quiz tasks, every student's for the teacher, a student's own and, with the
 * leaderboard on, the class's best; the report file says who was right and each score. Every
 * document validates against the JSON:API schema. What a student may not read is in
 * tests/security/quiz-answers.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { body, buildWorld, startTestApp, type Response, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { expectApiError } from '../support/libraryFixtures';
import { expectValidDocument } from '../support/jsonapiSchema';
import { openEventStream } from '../support/eventStream';
import { API, answer, buildClassroom, joinAs, startLesson, type Classroom } from '../support/classroomWorld';

const kinds = await testDbKinds({ pgliteOnly: 'rules checked by the server one request at a time over the same SQL as the report' });

describe.each(kinds)('quiz mode on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let c: Classroom;
  let lessonId: string;
  let passphrase: string;
  let base: string;

  const patchTask = (token: string, id: string, attributes: Record<string, unknown>): Promise<Response> =>
    t.request('PATCH', `${API}/lesson_plan_tasks/${id}`, { token, body: body('lessonPlanTasks', attributes, undefined, id) });
  const reveal = (token: string, taskIds: string[], attributes: Record<string, unknown> = {}): Promise<Response> =>
    t.request('PATCH', `${API}/lessons/${lessonId}`, {
      token,
      body: body('lessons', attributes, { revealed_tasks: { data: taskIds.map((id) => ({ type: 'lessonPlanTasks', id })) } }, lessonId),
    });
  const scores = (token: string): Promise<Response> => t.request('GET', `${API}/lessons/${lessonId}/scores`, { token });
  const entries = (res: Response): Record<string, unknown>[] =>
    (res.doc.data as unknown as { attributes: Record<string, unknown> }[]).map((d) => d.attributes);

  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
    c = await buildClassroom(t, w);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${API}`;
  });
  afterAll(async () => t.close());

  it('the author marks correct choices; a choice the task lacks, or two on a single-choice task, is 422 on the field', async () => {
    const marked = await patchTask(w.tokens.teacherA, c.tasks.choice, { correct_choices: [' Yes '] });
    expectValidDocument(marked, 200);
    expect(marked.doc.data.attributes.correct_choices).toEqual(['Yes']);
    expectApiError(await patchTask(w.tokens.teacherA, c.tasks.choice, { correct_choices: ['Nope'] }), 422, 'taskCorrectChoiceUnknown', '/data/attributes/correct_choices');
    expectApiError(await patchTask(w.tokens.teacherA, c.tasks.choice, { correct_choices: ['Yes', 'No'] }), 422, 'taskCorrectChoicesTooMany', '/data/attributes/correct_choices');
    // Renaming the correct choice away without moving the mark is refused too.
    expectApiError(await patchTask(w.tokens.teacherA, c.tasks.choice, { choices: ['Ja', 'No', 'Maybe'] }), 422, 'taskCorrectChoiceUnknown', '/data/attributes/correct_choices');
    const several = await patchTask(w.tokens.teacherA, c.tasks.choice, { multiple_selection: true, correct_choices: ['Yes', 'Maybe'] });
    expect(several.doc.data.attributes.correct_choices).toEqual(['Yes', 'Maybe']);
    // Another type keeps no correct choices, as it keeps no choices.
    const discussion = await patchTask(w.tokens.teacherA, c.tasks.choice, { task_type: 'discussion' });
    expect(discussion.doc.data.attributes).toMatchObject({ choices: [], correct_choices: [] });
    const back = await patchTask(w.tokens.teacherA, c.tasks.choice, { task_type: 'multiple_choice', choices: ['Yes', 'No', 'Maybe'], multiple_selection: false, correct_choices: ['Yes'] });
    expectValidDocument(back, 200);
    // Only the plan's author writes them: a colleague does not even read an unshared plan.
    expect((await patchTask(w.tokens.schoolAdminA, c.tasks.choice, { correct_choices: ['No'] })).status).toBe(404);
  });

  it('the teacher reveals a quiz task; the class hears it (ids only) and the scores count it', async () => {
    const started = await startLesson(t, w.tokens.teacherA, c.plan, c.classId);
    lessonId = started.doc.data.id;
    passphrase = started.doc.data.attributes.passphrase as string;
    expect(started.doc.data.attributes.leaderboard).toBe(false);
    const [right, wrong] = c.students as [string, string];
    const rightToken = await joinAs(t, passphrase, right);
    const wrongToken = await joinAs(t, passphrase, wrong);
    expect((await answer(t, rightToken, lessonId, c.tasks.choice, { choices: ['0'] })).status).toBe(201);
    expect((await answer(t, wrongToken, lessonId, c.tasks.choice, { choices: ['1'] })).status).toBe(201);

    const before = await scores(w.tokens.teacherA);
    expectValidDocument(before, 200);
    expect(entries(before).map((e) => [e.student_id, e.correct, e.revealed])).toEqual(expect.arrayContaining([[right, 0, 0], [wrong, 0, 0]]));

    const stream = await openEventStream(`${base}/lessons/${lessonId}/events`, rightToken);
    try {
      await stream.next('hello');
      const revealed = await reveal(w.tokens.teacherA, [c.tasks.choice]);
      expectValidDocument(revealed, 200);
      expect(revealed.doc.data.relationships.revealed_tasks.data).toEqual([{ type: 'lessonPlanTasks', id: c.tasks.choice }]);
      expect((await stream.next('revealed')).data).toEqual({ taskIds: [c.tasks.choice] });
      const on = await reveal(w.tokens.teacherA, [c.tasks.choice], { leaderboard: true });
      expect(on.doc.data.attributes.leaderboard).toBe(true);
      expect((await stream.next('leaderboard')).data).toEqual({ on: true });
    } finally {
      stream.close();
    }

    const after = await scores(w.tokens.teacherA);
    expectValidDocument(after, 200);
    expect(after.doc.meta).toEqual({ leaderboard: true, revealed: 1 });
    expect(entries(after).map((e) => [e.student_id, e.correct, e.revealed, e.rank])).toEqual([
      [right, 1, 1, 1],
      [wrong, 0, 1, 2],
    ]);
    expect(entries(after)[0]?.name).toBe('Stu');
  });

  it('a reveal names quiz tasks of the lesson’s plan only, and is final', async () => {
    expectApiError(await reveal(w.tokens.teacherA, [c.tasks.choice, c.tasks.rating]), 422, 'lessonRevealNotQuiz', '/data/relationships/revealed_tasks');
    expectApiError(await reveal(w.tokens.teacherA, []), 422, 'lessonRevealFinal', '/data/relationships/revealed_tasks');
    // The school's organisation admin writes a lesson's reveals as they end it; a student never.
    expectValidDocument(await reveal(w.tokens.schoolAdminA, [c.tasks.choice]), 200);
    const student = await joinAs(t, passphrase, c.students[0]!);
    expect((await reveal(student, [c.tasks.choice])).status).toBe(403);
  });

  it('once revealed, the task takes no new answer and no change: the class has seen it', async () => {
    const [right] = c.students as [string, string];
    const token = await joinAs(t, passphrase, right);
    const mine = await t.request('GET', `${API}/experiences?filter[lesson]=${lessonId}`, { token });
    const id = (mine.doc.data as unknown as { id: string }[])[0]!.id;
    const change = await t.request('PATCH', `${API}/experiences/${id}`, { token, body: body('experiences', { choices: ['1'] }, undefined, id) });
    expectApiError(change, 422, 'quizAnswerRevealed', '/data/relationships/entity');
    const other = await joinAs(t, passphrase, c.students[1]!);
    expectApiError(await answer(t, other, lessonId, c.tasks.choice, { choices: ['0'] }), 422, 'quizAnswerRevealed', '/data/relationships/entity');
  });

  it('a student reads their own score, and the class’s best only while the leaderboard is on', async () => {
    const [right, wrong] = c.students as [string, string];
    const wrongToken = await joinAs(t, passphrase, wrong);
    const withBoard = await scores(wrongToken);
    expectValidDocument(withBoard, 200);
    expect(entries(withBoard).map((e) => e.student_id)).toEqual([right, wrong]);
    expect((await reveal(w.tokens.teacherA, [c.tasks.choice], { leaderboard: false })).status).toBe(200);
    const alone = await scores(wrongToken);
    expect(alone.doc.meta).toEqual({ leaderboard: false, revealed: 1 });
    expect(entries(alone)).toEqual([expect.objectContaining({ student_id: wrong, correct: 0, revealed: 1 })]);
    // Someone who cannot read the lesson learns nothing.
    expect((await scores(c.otherSchoolStudent.token)).status).toBe(404);
  });

  it('the report file says who was right and each student’s score', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/lessons/${lessonId}/report.csv`, headers: { accept: 'text/csv', authorization: `Bearer ${w.tokens.teacherA}` } });
    expect(res.statusCode).toBe(200);
    const rows = Papa.parse<string[]>(res.body.slice(1), { newline: '\r\n' }).data;
    expect(rows[0]?.slice(8)).toEqual(['Correct', 'Quiz score (out of 1)']);
    const quizRows = rows.slice(1).filter((r) => r[4] === 'Task 1.1');
    expect(quizRows.map((r) => [r[0], r[8], r[9]])).toEqual(expect.arrayContaining([['Stu', 'Yes', '1']]));
    expect(quizRows.some((r) => r[8] === 'No' && r[9] === '0')).toBe(true);
  });
});
