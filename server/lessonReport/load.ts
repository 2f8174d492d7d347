/**
 * What a lesson's report is made of, in six reads: the plan's name, its answerable tasks in
 * teaching order (activities, then tasks, by position and then id, as domain/lessons.ts
 * `orderedActivities` orders them for the screens), the students who joined (and anyone who
 * answered, should a join row be missing), their answers and the quiz tasks revealed to the class
 * (issue 25: the scores are worked out from these, domain/quiz.ts), and the lesson's roster (its class
 * too, lessonProgress/roster.ts) that shared names are numbered over, as on every screen.
 */
import { sql } from 'drizzle-orm';
import { ANSWERABLE_TASK_TYPES } from '../../domain/lessons';
import { queryRows, type Db } from '../db/client';
import { rosterIds } from '../lessonProgress/roster';
import type { ReportAnswer, ReportData, ReportStudent, ReportTask } from './rows';

interface LessonFacts {
  id: string;
  lessonPlanId?: unknown;
}

export async function loadReport(db: Db, lesson: LessonFacts): Promise<ReportData> {
  const lessonId = Number(lesson.id);
  const planId = Number(lesson.lessonPlanId);
  const answerable = sql.join(
    ANSWERABLE_TASK_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  const [plan] = await queryRows<{ name: string }>(db, sql`SELECT name FROM lesson_plans WHERE id = ${planId}`);
  const tasks = await queryRows<{ id: number; name: string; task_type: string; choices: string[] | null; correct_choices: string[] | null; activity_name: string }>(
    db,
    sql`SELECT t.id, t.name, t.task_type, t.choices, t.correct_choices, a.name AS activity_name
        FROM lesson_plan_tasks t JOIN lesson_plan_activities a ON a.id = t.activity_id
        WHERE a.lesson_plan_id = ${planId} AND t.task_type IN (${answerable})
        ORDER BY a.position, a.id, t.position, t.id`,
  );
  const students = await queryRows<{ id: number; first_name: string | null; last_name: string | null; username: string | null }>(
    db,
    sql`SELECT u.id, u.first_name, u.last_name, u.username FROM users u
        WHERE u.id IN (SELECT student_id FROM lesson_students WHERE lesson_id = ${lessonId}
                       UNION SELECT actor_id FROM experiences WHERE lesson_id = ${lessonId})`,
  );
  // Everyone the lesson knows, for numbering shared names as every screen does (issue 25).
  const roster = await queryRows<{ id: number; first_name: string | null; last_name: string | null; username: string | null }>(
    db,
    sql`SELECT u.id, u.first_name, u.last_name, u.username FROM users u WHERE u.id IN (${rosterIds(lessonId)})`,
  );
  const answers = await queryRows<{ actor_id: number; entity_id: number; choices: string[] | null; rating: number | null; answer_text: string | null; answered_at: string }>(
    db,
    // As ISO text in UTC: the two drivers hand timestamps over in different shapes.
    sql`SELECT actor_id, entity_id, choices, rating, answer_text,
               to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS answered_at
        FROM experiences WHERE lesson_id = ${lessonId} AND actor_id IS NOT NULL`,
  );
  const reveals = await queryRows<{ task_id: number }>(db, sql`SELECT task_id FROM lesson_reveals WHERE lesson_id = ${lessonId}`);
  return {
    planName: plan?.name ?? '',
    tasks: tasks.map(
      (t): ReportTask => ({
        id: String(t.id),
        name: t.name,
        taskType: t.task_type,
        choices: t.choices ?? [],
        correctChoices: t.correct_choices ?? [],
        activityName: t.activity_name,
      }),
    ),
    revealedTaskIds: reveals.map((r) => String(r.task_id)),
    students: students.map((s): ReportStudent => ({ id: String(s.id), firstName: s.first_name, lastName: s.last_name, username: s.username })),
    roster: roster.map((s): ReportStudent => ({ id: String(s.id), firstName: s.first_name, lastName: s.last_name, username: s.username })),
    answers: answers.map(
      (a): ReportAnswer => ({
        actorId: String(a.actor_id),
        taskId: String(a.entity_id),
        choices: a.choices ?? [],
        rating: a.rating,
        answerText: a.answer_text,
        answeredAt: new Date(a.answered_at),
      }),
    ),
  };
}
