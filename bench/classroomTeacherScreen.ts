/**
 * The teacher's lesson page as the classroom bench (bench/classroom.ts) plays it: what the page
 * reads when its event stream says `answered`, so an answer counts as on the teacher's screen
 * only once a read made after its event has come back.
 *  - Students grid (custom-pages/lessons/useLessonProgress.ts): `GET /lessons/{id}/progress`, one
 *    read at a time; events arriving meanwhile bring one more read after it, never one each.
 *  - Report tab (custom-pages/lessons/ReportTab.tsx): the lesson's answers with their students,
 *    read again whenever `refresh` changes; the page reads the grid's progress there too.
 * Events the stream delivers together (one chunk, handed over in one loop) are one render for
 * React, which batches the state changes: one read of each, as in the browser.
 */

/** ReportTab's request (ANSWERS_PAGE_SIZE 500, oldest first, with the students). */
export const reportPath = (lessonId: string): string => `/experiences?page[number]=1&page[size]=500&sort=created_at&filter[lesson]=${lessonId}&include=actor`;
export const progressPath = (lessonId: string): string => `/lessons/${lessonId}/progress`;

/** A GET as the teacher; answers the status. */
export type TeacherRead = (path: string) => Promise<number>;

export type TeacherTab = 'students' | 'report';

export interface TeacherScreen {
  /** The tab open: the Students tab reads the grid, the Report tab the grid and the answers. */
  tab: TeacherTab;
  /** The stream delivered an `answered` whose POST was sent at `sentAt` (performance.now()). */
  answered(sentAt: number): void;
  /** Per answer, ms from sending its POST to the grid (Students tab), and to the report (Report tab), showing it. */
  grid: number[];
  report: number[];
  /** Reads that did not answer 200. */
  errors: () => number;
  /** Resolves when no read is in flight or owed. */
  settled(): Promise<void>;
}

export function teacherScreen(lessonId: string, read: TeacherRead): TeacherScreen {
  const grid: number[] = [];
  const report: number[] = [];
  let errors = 0;
  const inFlight = new Set<Promise<void>>();
  const track = (p: Promise<void>): void => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  const timedRead = async (path: string, waiting: number[], into: number[]): Promise<void> => {
    const status = await read(path).catch(() => 0);
    if (status !== 200) errors++;
    const now = performance.now();
    for (const sentAt of waiting) into.push(now - sentAt);
  };

  // The grid's coalescing: answers whose events came while a read was out wait for the next one.
  let owed: number[] = [];
  let gridBusy = false;
  const readGrid = (): void => {
    gridBusy = true;
    const waiting = owed;
    owed = [];
    track(
      timedRead(progressPath(lessonId), waiting, grid).then(() => {
        gridBusy = false;
        if (owed.length > 0) readGrid();
      }),
    );
  };

  // React's batching: the events of one chunk are one render, one read of the report.
  let rendering: number[] = [];
  const render = (): void => {
    const waiting = rendering;
    rendering = [];
    const onReport = screen.tab === 'report';
    owed.push(...(onReport ? [] : waiting));
    if (!gridBusy) readGrid();
    if (onReport) track(timedRead(reportPath(lessonId), waiting, report));
  };

  const screen: TeacherScreen = {
    tab: 'students',
    answered(sentAt) {
      if (rendering.length === 0) queueMicrotask(render);
      rendering.push(sentAt);
    },
    grid,
    report,
    errors: () => errors,
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
  return screen;
}
