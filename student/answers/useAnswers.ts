/**
 * A lesson's answers for the screens: each task's stored answer, `save` (kept first, then sent),
 * and the offline queue: pending answers are sent on load and whenever the browser says it is
 * back online ('online' event).
 */
import { useCallback, useEffect, useState } from 'react';
import { answersOf, pendingAnswers, recordAnswer, type AnswerValue, type StoredAnswer } from './answerStore';
import { sendAnswer } from './sendAnswer';

export interface LessonAnswers {
  answers: Record<string, StoredAnswer>;
  save(taskId: string, value: AnswerValue): Promise<void>;
  online: boolean;
}

function byTask(lessonId: string): Record<string, StoredAnswer> {
  return Object.fromEntries(answersOf(lessonId).map((a) => [a.taskId, a]));
}

const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Sends every pending answer of the lesson, one after another. */
export async function flushPending(lessonId: string): Promise<void> {
  for (const answer of pendingAnswers().filter((a) => a.lessonId === lessonId)) await sendAnswer(answer);
}

export function useAnswers(lessonId: string): LessonAnswers {
  const [answers, setAnswers] = useState(() => byTask(lessonId));
  const [online, setOnline] = useState(isOnline);
  const refresh = useCallback(() => setAnswers(byTask(lessonId)), [lessonId]);

  useEffect(() => {
    let live = true;
    const flush = (): void => {
      void flushPending(lessonId).finally(() => {
        if (live) refresh();
      });
    };
    const goOnline = (): void => {
      setOnline(true);
      flush();
    };
    const goOffline = (): void => setOnline(false);
    refresh();
    flush();
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      live = false;
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [lessonId, refresh]);

  const save = useCallback(
    async (taskId: string, value: AnswerValue) => {
      const answer = recordAnswer(lessonId, taskId, value);
      refresh();
      await sendAnswer(answer);
      refresh();
    },
    [lessonId, refresh],
  );

  return { answers, save, online };
}
