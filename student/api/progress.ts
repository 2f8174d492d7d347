/**
 * The student's own step in a student-paced lesson, for the teacher's Students grid (issue 25):
 * `POST /lessons/{id}/progress` with the step's activity and task (204). Best effort: a step not
 * told (offline) only leaves the grid a step behind until the next move or answer.
 */
import { LESSON_PROGRESS_PATH, LESSON_PROGRESS_TYPE } from '../../domain/lessonProgress';
import type { LessonStep } from '../../domain/lessons';
import { document, send } from './client';

export async function tellStep(lessonId: string, step: LessonStep): Promise<void> {
  await send({
    method: 'POST',
    path: `/lessons/${encodeURIComponent(lessonId)}/${LESSON_PROGRESS_PATH}`,
    body: document({ type: LESSON_PROGRESS_TYPE, attributes: { activity_id: step.activityId, task_id: step.taskId } }),
  });
}
