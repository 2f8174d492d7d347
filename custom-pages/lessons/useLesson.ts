/**
 * One lesson with its plan, activities, tasks, class and joined students, in one request
 * (`LESSON_INCLUDE`). `reload()` reads it again quietly: what is shown stays until the new copy
 * arrives (a live event must not blank the page).
 */
import { useCallback, useEffect, useState } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import type { Prefetched } from '../../dataProvider/types';
import { LESSON_INCLUDE, lessonView, type LessonView } from './lessonRecords';

export type LoadedLesson = { state: 'loading' } | { state: 'notFound' } | { state: 'failed' } | { state: 'ready'; view: LessonView };

export function useLesson(id: string): { loaded: LoadedLesson; reload: () => void } {
  const dataProvider = useDataProvider();
  const [loaded, setLoaded] = useState<LoadedLesson>({ state: 'loading' });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    dataProvider
      .getOne('lessons', { id, meta: { include: LESSON_INCLUDE } })
      .then((result) => {
        const meta = (result as { meta?: { prefetched?: Prefetched } }).meta;
        if (live) setLoaded({ state: 'ready', view: lessonView(result.data, meta?.prefetched ?? {}) });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const missing = error instanceof HttpError && (error.status === 404 || error.status === 403);
        // A failed quiet reload keeps what is shown.
        setLoaded((current) => (current.state === 'ready' && !missing ? current : { state: missing ? 'notFound' : 'failed' }));
      });
    return () => {
      live = false;
    };
  }, [dataProvider, id, tick]);
  return { loaded, reload: useCallback(() => setTick((t) => t + 1), []) };
}
