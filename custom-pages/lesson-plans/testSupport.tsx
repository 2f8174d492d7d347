/**
 * For the lesson plan pages' component tests: a small in-memory JSON:API server behind the real
 * data provider (so tests assert the exact requests the pages send), and the pages rendered under
 * a router as a signed-in viewer, with toasts and the current address shown.
 */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Notification, type I18nProvider } from 'react-admin';
import type { Viewer } from '../../authProvider';
import { createDataProvider, type HttpClient } from '../../dataProvider';
import { Harness } from '../../tests/ui/harness';
import { signedInAs, Where } from '../../tests/ui/shellHarness';
import { LessonPlansPage } from './LessonPlansPage';

export interface Sent {
  method: string;
  /** Path under /api/v1 with its query, decoded: `/lesson_plans/7?include=activities`. */
  path: string;
  body: unknown;
}

type Doc = { type: string; id: string; attributes?: Record<string, unknown>; relationships?: Record<string, unknown> };

const headers = new Headers({ 'Content-Type': 'application/vnd.api+json' });

export interface FakeApi {
  httpClient: HttpClient;
  sent: Sent[];
  /** Writes only (POST, PATCH, DELETE), as `METHOD path`. */
  writes(): string[];
  /** Answers the next request matching `METHOD path-prefix` with this status and document. */
  answer(match: string, status: number, json: unknown): void;
}

/**
 * `documents` answer GETs by path with its query, or without (`/lesson_plans/7`); other lists are empty.
 * Writes are echoed back with a fresh id (from 100 up), as the server does.
 */
export function fakeApi(documents: Record<string, unknown> = {}): FakeApi {
  const sent: Sent[] = [];
  const overrides: { match: string; status: number; json: unknown }[] = [];
  let nextId = 100;
  const httpClient: HttpClient = async (url, init) => {
    const path = decodeURIComponent(url.replace(/^\/api\/v1/, ''));
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method: init.method, path, body });
    const overridden = overrides.findIndex((o) => `${init.method} ${path}`.startsWith(o.match));
    if (overridden >= 0) {
      const [o] = overrides.splice(overridden, 1);
      return { status: o!.status, headers, json: o!.json };
    }
    const bare = path.split('?')[0] ?? path;
    if (init.method === 'GET') {
      const doc = documents[path] ?? documents[bare];
      if (doc !== undefined) return { status: 200, headers, json: doc };
      // An unknown list (tags offered by the picker) is empty; an unknown record is not found.
      if (bare.split('/').length === 2) return { status: 200, headers, json: { data: [], meta: { total: 0 } } };
      return { status: 404, headers, json: { errors: [{ status: '404', title: 'Not found' }] } };
    }
    if (init.method === 'DELETE') return { status: 204, headers, json: null };
    const data = (body as { data: Doc }).data;
    const id = init.method === 'POST' ? String(nextId++) : bare.split('/')[2] ?? '0';
    const type = bare.endsWith('/duplicates') ? 'lessonPlans' : data.type;
    return { status: init.method === 'POST' ? 201 : 200, headers, json: { data: { ...data, type, id } } };
  };
  return {
    httpClient,
    sent,
    writes: () => sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.path}`),
    answer: (match, status, json) => overrides.push({ match, status, json }),
  };
}

/** A lesson plan document as the server sends it, with its activities and tasks included. */
export function planDocument(
  plan: { id: string; name: string; authorId?: string | null; organizationId?: string | null; inUse?: boolean; sharedWithSchool?: boolean },
  activities: { id: string; name: string; tasks?: { id: string; name: string; taskType?: string; choices?: string[] }[] }[] = [],
): unknown {
  const rel = (type: string, id: string | null | undefined) => ({ data: id == null ? null : { type, id } });
  return {
    data: {
      type: 'lessonPlans',
      id: plan.id,
      attributes: {
        name: plan.name,
        plan_type: 'lesson',
        duration_minutes: 45,
        teacher_notes: null,
        outline: null,
        shared_with_school: plan.sharedWithSchool ?? false,
        in_use: plan.inUse ?? false,
        updated_at: '2025-03-01T10:00:00Z',
      },
      relationships: {
        author: rel('users', plan.authorId === undefined ? '42' : plan.authorId),
        organization: rel('organizations', plan.organizationId === undefined ? '9' : plan.organizationId),
        tags: { data: [] },
        activities: { data: activities.map((a) => ({ type: 'lessonPlanActivities', id: a.id })) },
      },
    },
    included: activities.flatMap((a, position) => [
      {
        type: 'lessonPlanActivities',
        id: a.id,
        attributes: { name: a.name, description: null, duration_minutes: 10, teacher_notes: null, position },
        relationships: { lesson_plan: rel('lessonPlans', plan.id), tasks: { data: (a.tasks ?? []).map((t) => ({ type: 'lessonPlanTasks', id: t.id })) } },
      },
      ...(a.tasks ?? []).map((t, i) => ({
        type: 'lessonPlanTasks',
        id: t.id,
        attributes: {
          name: t.name,
          description: null,
          teacher_notes: null,
          action_type: 'discuss',
          task_type: t.taskType ?? 'discussion',
          choices: t.choices ?? [],
          multiple_selection: false,
          rating_style: null,
          min_label: null,
          max_label: null,
          position: i,
        },
        relationships: { activity: rel('lessonPlanActivities', a.id), content: rel('contents', null) },
      })),
    ]),
  };
}

/** The lesson plan pages at `path` (under /lesson-plans), as `viewer`, over the fake API. */
export function renderPages(i18n: I18nProvider, viewer: Viewer, path: string, api: FakeApi): void {
  render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <Harness i18nProvider={i18n} dataProvider={createDataProvider({ httpClient: api.httpClient })} authProvider={signedInAs(viewer)}>
        <Where />
        <Routes>
          <Route path="/lesson-plans/*" element={<LessonPlansPage />} />
        </Routes>
        <Notification />
      </Harness>
    </MemoryRouter>,
  );
}
