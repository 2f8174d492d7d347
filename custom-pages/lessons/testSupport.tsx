/**
 * For the lesson pages' component tests: the lesson plan pages' in-memory JSON:API server
 * (`fakeApi`), the lesson pages rendered under a router as a signed-in viewer, and lesson
 * documents as the server sends them.
 */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Notification, type I18nProvider } from 'react-admin';
import type { Viewer } from '../../authProvider';
import { createDataProvider } from '../../dataProvider';
import { Harness } from '../../tests/ui/harness';
import { signedInAs, Where } from '../../tests/ui/shellHarness';
import type { FakeApi } from '../lesson-plans/testSupport';
import { LessonsPage } from './LessonsPage';

export { fakeApi } from '../lesson-plans/testSupport';

/** The lesson pages at `path` (under /lessons), as `viewer`, over the fake API. */
export function renderLessons(i18n: I18nProvider, viewer: Viewer, path: string, api: FakeApi): void {
  render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <Harness i18nProvider={i18n} dataProvider={createDataProvider({ httpClient: api.httpClient })} authProvider={signedInAs(viewer)}>
        <Where />
        <Routes>
          <Route path="/lessons/*" element={<LessonsPage />} />
        </Routes>
        <Notification />
      </Harness>
    </MemoryRouter>,
  );
}

const rel = (type: string, id: string | null | undefined) => ({ data: id == null ? null : { type, id } });

export interface LessonFixture {
  id: string;
  state?: 'active' | 'ended';
  mode?: string;
  pacing?: string;
  passphrase?: string;
  planId?: string;
  planName?: string;
  classId?: string | null;
  className?: string;
  /** Who teaches it; the tests' default viewer (tests/ui/viewers.ts, id 42) unless said. */
  teacherId?: string;
  students?: { id: string; firstName: string; lastName: string }[];
}

export function lessonResource(l: LessonFixture): unknown {
  return {
    type: 'lessons',
    id: l.id,
    attributes: {
      passphrase: l.passphrase ?? 'frog-maple-47',
      mode: l.mode ?? 'remote',
      pacing: l.pacing ?? 'teacher',
      state: l.state ?? 'active',
      start_date: '2025-03-01T10:00:00Z',
      end_date: l.state === 'ended' ? '2025-03-01T11:00:00Z' : null,
    },
    relationships: {
      lesson_plan: rel('lessonPlans', l.planId ?? '5'),
      class: rel('classes', l.classId === undefined ? '3' : l.classId),
      teacher: rel('users', l.teacherId ?? '42'),
      organization: rel('organizations', '9'),
      students: { data: (l.students ?? []).map((s) => ({ type: 'users', id: s.id })) },
    },
  };
}

/**
 * `GET /lessons/{id}?include=…` for a lesson of plan 5 with `tasks` in one activity (11),
 * its class and students.
 */
export function lessonDocument(l: LessonFixture, tasks: { id: string; name: string; taskType: string; choices?: string[]; contentId?: string }[] = []): unknown {
  const planId = l.planId ?? '5';
  return {
    data: lessonResource(l),
    included: [
      { type: 'lessonPlans', id: planId, attributes: { name: l.planName ?? 'Volcanoes', teacher_notes: 'Bring a map.' }, relationships: {} },
      ...(l.classId === null ? [] : [{ type: 'classes', id: l.classId ?? '3', attributes: { class_name: l.className ?? 'Class 4B', state: 'active' } }]),
      {
        type: 'lessonPlanActivities',
        id: '11',
        attributes: { name: 'Warm up', description: 'Talk about mountains.', duration_minutes: 10, teacher_notes: 'Keep it short.', position: 0 },
        relationships: { lesson_plan: rel('lessonPlans', planId), tasks: { data: tasks.map((t) => ({ type: 'lessonPlanTasks', id: t.id })) } },
      },
      ...tasks.map((t, position) => ({
        type: 'lessonPlanTasks',
        id: t.id,
        attributes: { name: t.name, description: null, teacher_notes: null, task_type: t.taskType, choices: t.choices ?? [], position },
        relationships: { activity: rel('lessonPlanActivities', '11'), ...(t.contentId ? { content: rel('contents', t.contentId) } : {}) },
      })),
      ...(l.students ?? []).map((s) => ({ type: 'users', id: s.id, attributes: { first_name: s.firstName, last_name: s.lastName } })),
    ],
  };
}
