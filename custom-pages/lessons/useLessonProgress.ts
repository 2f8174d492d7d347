/**
 * Everyone's progress in a lesson (issue 25): `GET /lessons/{id}/progress`, read while `enabled`
 * (the Students and Report tabs) and again whenever `refresh` changes (a live event). Light under
 * a burst of events: one request at a time, and however many events arrive meanwhile, one more
 * read after it, never one per event. What is shown stays until the new copy arrives.
 */
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { EduDataProvider } from '../../dataProvider';
import { LESSON_PROGRESS_PATH } from '../../domain/lessonProgress';

export type LoadedProgress = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; records: RaRecord[] };

export function useLessonProgress(lessonId: string, refresh: number, enabled: boolean): LoadedProgress {
  const dataProvider = useDataProvider<EduDataProvider>();
  const [loaded, setLoaded] = useState<LoadedProgress>({ state: 'loading' });
  const busy = useRef(false);
  const again = useRef(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  useEffect(() => {
    if (!enabled) return;
    const read = (): void => {
      busy.current = true;
      dataProvider
        .readDocument({ path: `/lessons/${lessonId}/${LESSON_PROGRESS_PATH}` })
        .then((doc) => live.current && setLoaded({ state: 'ready', records: doc.records }))
        // A failed quiet read keeps what is shown.
        .catch(() => live.current && setLoaded((current) => (current.state === 'ready' ? current : { state: 'failed' })))
        .finally(() => {
          busy.current = false;
          if (again.current && live.current) {
            again.current = false;
            read();
          }
        });
    };
    if (busy.current) again.current = true;
    else read();
  }, [dataProvider, lessonId, refresh, enabled]);
  return loaded;
}
