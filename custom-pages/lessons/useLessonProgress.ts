/**
 * Everyone's progress in a lesson (issue 25): `GET /lessons/{id}/progress`, read while `enabled`
 * (the Students and Report tabs) and again whenever `refresh` changes (a live event). Light under
 * a burst of events: one request at a time, and however many events arrive meanwhile, one more
 * read after it, never one per event (coalescedRead.ts). What is shown stays until the new copy
 * arrives; a failed quiet read keeps it.
 */
import { useState } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { EduDataProvider } from '../../dataProvider';
import { LESSON_PROGRESS_PATH } from '../../domain/lessonProgress';
import { useCoalescedRead } from './useCoalescedRead';

export type LoadedProgress = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; records: RaRecord[] };

export function useLessonProgress(lessonId: string, refresh: number, enabled: boolean): LoadedProgress {
  const dataProvider = useDataProvider<EduDataProvider>();
  const [loaded, setLoaded] = useState<LoadedProgress>({ state: 'loading' });
  useCoalescedRead(
    lessonId,
    (live) =>
      dataProvider
        .readDocument({ path: `/lessons/${lessonId}/${LESSON_PROGRESS_PATH}` })
        .then((doc) => live() && setLoaded({ state: 'ready', records: doc.records }))
        .catch(() => live() && setLoaded((shown) => (shown.state === 'ready' ? shown : { state: 'failed' }))),
    refresh,
    enabled,
  );
  return loaded;
}
