/**
 * The teacher's lesson page as the classroom bench (bench/classroom.ts) plays it: what the page
 * reads when its event stream says `answered`, so an answer counts as on the teacher's screen
 * only once a read made after its event has come back.
 *  - Students grid (custom-pages/lessons/useLessonProgress.ts): `GET /lessons/{id}/progress`, one
 *    read at a time; events arriving meanwhile bring one more read after it, never one each.
 *  - Report tab (custom-pages/lessons/useLessonAnswers.ts): the answers the events name, with
 *    their students (`GET /experiences?filter[id]=…&include=actor`), one read at a time, the ids
 *    of events arriving meanwhile in one more read after it; the page reads the grid's progress
 *    there too. (Its whole first read is made before the rounds, when the tab opens.)
 * Both start after the current task (coalescedRead.ts), so events the stream delivers together
 * (one chunk, handed over in one loop) are one read, as in the browser: the bench reads through
 * the page's own coalescedRead.
 */
import { coalescedRead } from '../custom-pages/lessons/coalescedRead';

/** The Report's read of the answers events named (the data provider's getMany). */
export const changedAnswersPath = (ids: string[]): string => `/experiences?filter[id]=${ids.join(',')}&page[size]=${ids.length}&include=actor`;
export const progressPath = (lessonId: string): string => `/lessons/${lessonId}/progress`;

/** A GET as the teacher; answers the status. */
export type TeacherRead = (path: string) => Promise<number>;

export type TeacherTab = 'students' | 'report';

export interface TeacherScreen {
  /** The tab open: the Students tab reads the grid, the Report tab the grid and the answers. */
  tab: TeacherTab;
  /** The stream delivered an `answered` naming `experienceId`, whose POST was sent at `sentAt` (performance.now()). */
  answered(sentAt: number, experienceId: string): void;
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

  /** The page's coalesced read, with the answers owed to it: each read times those that arrived before it began. */
  const coalesced = <T>(readOnce: (waiting: T[]) => Promise<void>) => {
    let owed: T[] = [];
    const reads = coalescedRead(() => {
      const waiting = owed;
      owed = [];
      const done = readOnce(waiting);
      track(done);
      return done;
    });
    return (items: T[]): void => {
      owed.push(...items);
      reads.request();
    };
  };
  const readGrid = coalesced<number>((waiting) => timedRead(progressPath(lessonId), waiting, grid));
  const readAnswers = coalesced<{ sentAt: number; id: string }>((waiting) =>
    timedRead(changedAnswersPath([...new Set(waiting.map((w) => w.id))]), waiting.map((w) => w.sentAt), report),
  );

  const screen: TeacherScreen = {
    tab: 'students',
    answered(sentAt, experienceId) {
      if (screen.tab === 'report') {
        // The page's progress read there is owed to no answer: the figure is the answers' read.
        readGrid([]);
        readAnswers([{ sentAt, id: experienceId }]);
      } else readGrid([sentAt]);
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
