/**
 * A lesson page's live updates: subscribes to the lesson's events (dataProvider/lessonEvents.ts,
 * the token in a header, never in an address) while the page is open, and hands each event to
 * `onEvent`; the caller refetches what it shows through the normal API (contract: authorization
 * stays in one place). Answers the connection's status for the page to say.
 */
import { useEffect, useRef, useState } from 'react';
import { tokenStore } from '../../authProvider';
import { subscribeLessonEvents, type LessonEvent, type LiveStatus } from '../../dataProvider/lessonEvents';

export function useLessonLive(lessonId: string | undefined, onEvent: (event: LessonEvent) => void): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (!lessonId) return undefined;
    setStatus('connecting');
    return subscribeLessonEvents({
      lessonId,
      getToken: () => tokenStore.get(),
      onEvent: (event) => handler.current(event),
      onStatus: setStatus,
    });
  }, [lessonId]);
  return status;
}

/**
 * Events after which the lesson itself may have changed: who has joined (`students`), its state,
 * and the step it is on (`step`: so Teach opens where the class is, after another tab or in a
 * second window), its quiz reveals and leaderboard (issue 25).
 */
export const REFETCH_LESSON_ON: ReadonlySet<LessonEvent['type']> = new Set(['joined', 'released', 'step', 'poll', 'ended', 'restarted', 'revealed', 'leaderboard']);
/** Events after which the answers, or the quiz scores over them (a reveal, issue 25), may have changed. */
export const REFETCH_ANSWERS_ON: ReadonlySet<LessonEvent['type']> = new Set(['answered', 'poll', 'revealed']);
/**
 * Events after which someone's progress may have changed (the Students grid, issue 25): a join or
 * release, the lesson's step (teacher-paced: everyone's), a student's own step, an answer.
 */
export const REFETCH_PROGRESS_ON: ReadonlySet<LessonEvent['type']> = new Set(['joined', 'released', 'step', 'progress', 'answered', 'poll']);
