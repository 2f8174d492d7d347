/** Fixtures of the student app's component tests: a live token, a lesson document, a fake event stream. */
import type { LessonEvent, LessonEventsOptions } from '../../dataProvider/lessonEvents';
import type { JsonApiDocument } from '../../dataProvider/types';
import { SESSION_KEY, type StudentSession } from '../session';

const base64url = (value: unknown): string => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned-but-well-formed JWT that expires in an hour (the client only reads `exp`). */
export function liveJwt(sub = '42'): string {
  return `${base64url({ alg: 'HS256' })}.${base64url({ sub, exp: Math.floor(Date.now() / 1000) + 3600 })}.c2lnbmF0dXJl`;
}

export function storeSession(session: Partial<StudentSession> = {}): StudentSession {
  const full: StudentSession = { lessonId: '7', jwt: liveJwt(), studentId: '42', name: 'Ada Pupil', ...session };
  localStorage.setItem(SESSION_KEY, JSON.stringify(full));
  return full;
}

const rel = (type: string, id: string | null): { data: { type: string; id: string } | null } => ({ data: id === null ? null : { type, id } });

/** Lesson 7: activity 10 (task 20, multiple choice) then activity 11 (task 21, rating). */
export function lessonDocument(options: { pacing?: string; activityId?: string; taskId?: string | null; state?: string; ratingStyle?: string } = {}): JsonApiDocument {
  return {
    data: {
      type: 'lessons',
      id: '7',
      attributes: { mode: 'remote', pacing: options.pacing ?? 'teacher', state: options.state ?? 'active', passphrase: 'frog-maple-47' },
      relationships: {
        lesson_plan: rel('lessonPlans', '3'),
        current_activity: rel('lessonPlanActivities', options.activityId ?? '10'),
        current_task: rel('lessonPlanTasks', options.taskId ?? null),
      },
    },
    included: [
      { type: 'lessonPlans', id: '3', attributes: { name: 'Rainforest animals' } },
      { type: 'lessonPlanActivities', id: '11', attributes: { name: 'Wrap up', position: 1 }, relationships: { lesson_plan: rel('lessonPlans', '3') } },
      { type: 'lessonPlanActivities', id: '10', attributes: { name: 'Warm up', description: 'Look at the picture.', position: 0 }, relationships: { lesson_plan: rel('lessonPlans', '3') } },
      {
        type: 'lessonPlanTasks',
        id: '20',
        attributes: { name: 'Which animal climbs?', task_type: 'multiple_choice', choices: ['Sloth', 'Fish'], multiple_selection: false, position: 0 },
        relationships: { activity: rel('lessonPlanActivities', '10') },
      },
      {
        type: 'lessonPlanTasks',
        id: '21',
        attributes: { name: 'How much did you like it?', task_type: 'rating', rating_style: options.ratingStyle ?? 'numeral', min_label: 'Not at all', max_label: 'A lot', position: 0 },
        relationships: { activity: rel('lessonPlanActivities', '11') },
      },
    ],
  };
}

/** A stand-in for subscribeLessonEvents: `emit` plays an event to the screen. */
export function fakeEvents(): { subscribe: (o: LessonEventsOptions) => () => void; emit(event: LessonEvent): void; lessonIds: string[] } {
  const listeners = new Set<(e: LessonEvent) => void>();
  const lessonIds: string[] = [];
  return {
    lessonIds,
    subscribe(options) {
      lessonIds.push(options.lessonId);
      listeners.add(options.onEvent);
      options.onStatus?.('live');
      return () => listeners.delete(options.onEvent);
    },
    emit(event) {
      for (const listener of listeners) listener(event);
    },
  };
}
