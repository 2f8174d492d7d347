/**
 * Quiz mode's lesson writes (issue 25): revealing a quiz task's answer to the class (the lesson's
 * `revealedTasks` with the task added: a reveal is final on the server) and switching the class's
 * leaderboard. Both are the lesson's own PATCH; the page reads the lesson again on the `revealed`
 * / `leaderboard` event the server sends; until then (or should the stream be away) the
 * record the PATCH answered with is what the screen shows.
 * Who may write them is the schema's rule (`writable` of lessons), asked through `writableNames`.
 */
import { useEffect, useState } from 'react';
import { HttpError, useDataProvider, useNotify, type RaRecord } from 'react-admin';
import { lessons } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { writableNames } from '../../shell/generator/formFields';
import { useViewerFacts } from '../../shell/generator/viewer';
import { useBusy } from '../useBusy';
import type { LessonView } from './lessonRecords';

const lessonsDef: ResourceDef = lessons;

const revealedOf = (lesson: RaRecord): string[] => (Array.isArray(lesson.revealedTasksIds) ? lesson.revealedTasksIds.map(String) : []);

export interface QuizWrite {
  busy: boolean;
  /** The quiz tasks revealed to the class. */
  revealed: ReadonlySet<string>;
  leaderboard: boolean;
  /** The viewer may reveal and switch the leaderboard in this lesson (its teacher, the school's admins), and it is active. */
  allowed: boolean;
  reveal(taskId: string): Promise<void>;
  setLeaderboard(on: boolean): Promise<void>;
}

export function useQuizWrite(view: LessonView): QuizWrite {
  const dataProvider = useDataProvider();
  const [latest, setLatest] = useState<RaRecord | null>(null);
  // A new read of the lesson is newer than what a PATCH answered.
  useEffect(() => setLatest(null), [view.lesson]);
  const lesson = latest ?? view.lesson;
  const notify = useNotify();
  const { busy, guarded } = useBusy();
  const viewer = useViewerFacts();
  const writes = viewer ? writableNames(lessonsDef, 'edit', viewer, view.lesson) : new Set<string>();
  const allowed = view.lesson.state === 'active' && (writes === '*' || (writes.has('revealedTasks') && writes.has('leaderboard')));
  const patch = (data: Record<string, unknown>, failure: string): Promise<void> =>
    guarded(async () => {
      try {
        const { data: updated } = await dataProvider.update('lessons', { id: view.lesson.id, data, previousData: { id: view.lesson.id } });
        setLatest(updated);
      } catch (error) {
        notify(error instanceof HttpError ? error.message : failure, { type: 'error' });
      }
    });
  const revealed = revealedOf(lesson);
  return {
    busy,
    revealed: new Set(revealed),
    leaderboard: lesson.leaderboard === true,
    allowed,
    reveal: (taskId) => patch({ revealedTasksIds: [...new Set([...revealed, taskId])] }, 'lessonsPage.quiz.revealFailed'),
    setLeaderboard: (on) => patch({ leaderboard: on }, 'lessonsPage.quiz.leaderboardFailed'),
  };
}
