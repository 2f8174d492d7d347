// @vitest-environment jsdom
/**
 * The report's Download CSV and Print (issue 25): the file fetched with the token and saved under
 * the server's name, a refusal said, Print calling the browser's print, and Download offered only
 * to the lesson's teacher and their school's admins.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { HttpClient } from '../../dataProvider/types';
import { PERSONA_VIEWERS, viewer } from '../../tests/ui/viewers';
import { useEnglishShell } from '../../tests/ui/shellHarness';
import { fakeApi, lessonDocument, renderLessons } from './testSupport';

vi.mock('../../dataProvider/lessonEvents', () => ({ subscribeLessonEvents: () => () => undefined }));

const english = useEnglishShell();
configure({ asyncUtilTimeout: 10_000 });

const TASKS = [{ id: '21', name: 'Which is a volcano?', taskType: 'multiple_choice', choices: ['Etna', 'Everest'] }];
const LESSON = '/lessons/7?include=lesson_plan,lesson_plan.activities,lesson_plan.activities.tasks,class,students';
const CSV = '\uFEFFStudent,Answer\r\nAda,Etna\r\n';
const DISPOSITION = `attachment; filename="volcanoes-2025-03-01.csv"; filename*=UTF-8''Volcanoes-2025-03-01.csv`;

interface Saved {
  href: string;
  download: string;
}

/** The fake API, answering the report's file (or refusing it) like the server. */
function apiWithReport(refusal?: { status: number; detail: string }) {
  const api = fakeApi({ [LESSON]: lessonDocument({ id: '7', teacherId: '42' }, TASKS) });
  const files: { url: string; accept: string | undefined; responseType: string | undefined }[] = [];
  const httpClient: HttpClient = async (url, init) => {
    if (!url.includes('/report.csv')) return api.httpClient(url, init);
    files.push({ url: decodeURIComponent(url), accept: init.headers.Accept, responseType: init.responseType });
    if (refusal) return { status: refusal.status, headers: new Headers(), json: { errors: [{ status: String(refusal.status), title: 'Forbidden', detail: refusal.detail, meta: { error_identifier: 'forbidden' } }] } };
    return { status: 200, headers: new Headers({ 'Content-Disposition': DISPOSITION }), json: null, blob: new Blob([CSV], { type: 'text/csv' }) };
  };
  return { api: { ...api, httpClient }, files };
}

const saved: Saved[] = [];
const created: Blob[] = [];

beforeEach(() => {
  saved.length = 0;
  created.length = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      created.push(blob);
      return `blob:report-${created.length}`;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('Report actions', () => {
  it('downloads the CSV with the token’s request and saves it under the server’s name, then releases it', async () => {
    const { api, files } = apiWithReport();
    renderLessons(english(), viewer('teacher'), '/lessons/7?tab=report', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:report-1', download: 'Volcanoes-2025-03-01.csv' }]));
    expect(files).toHaveLength(1);
    expect(files[0]?.url).toMatch(/^\/api\/v1\/lessons\/7\/report\.csv\?time_zone=[\w/+-]+$/);
    expect(files[0]).toMatchObject({ accept: 'text/csv, application/vnd.api+json', responseType: 'blob' });
    // The file as the server sent it, byte order mark and all.
    expect([...new Uint8Array(await created[0]!.arrayBuffer())]).toEqual([...new TextEncoder().encode(CSV)]);
    expect(screen.getByText('Lesson started 01/03/2025, 10:00', { exact: false })).toBeTruthy();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:report-1');
  });

  it('says the server’s refusal and saves nothing', async () => {
    const { api } = apiWithReport({ status: 403, detail: 'You are not authorised to view this information.' });
    renderLessons(english(), viewer('teacher'), '/lessons/7?tab=report', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await screen.findByText('You are not authorised to view this information.');
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveProperty('disabled', false);
  });

  it('prints with the browser’s print, for everyone who sees the report', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { api } = apiWithReport();
    renderLessons(english(), viewer('teacher'), '/lessons/7?tab=report', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('offers Download only to the lesson’s teacher and its school’s admins', async () => {
    const cases = [
      { who: viewer('teacher', [], { organizationAdmin: true, id: '50' }), download: true },
      { who: viewer('teacher', [], { id: '43' }), download: false },
      // Reads every lesson, takes no answers away.
      { who: { ...PERSONA_VIEWERS.superUser, id: '1' }, download: false },
    ];
    for (const { who, download } of cases) {
      const { api } = apiWithReport();
      renderLessons(english(), who, '/lessons/7?tab=report', api);
      // The group is drawn once the viewer is known, and holds Print for everyone.
      const group = await screen.findByRole('group', { name: 'Take the report away' });
      expect(group.textContent).toContain('Print');
      expect(screen.queryByRole('button', { name: 'Download CSV' }) !== null, `${who.id} ${who.role}`).toBe(download);
      cleanup();
    }
  });
});
