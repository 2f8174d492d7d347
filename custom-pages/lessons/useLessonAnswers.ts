/**
 * A lesson's answers for the Report (issue 25): read whole once
 * (`GET /experiences?page[number]=1&page[size]=500&sort=created_at&filter[lesson]=…&include=actor`),
 * then kept up to date by reading only what changed: the answers `answered` events name
 * (`GET /experiences?filter[id]=…&include=actor`, getMany), merged in by id. A `poll` (the stream
 * reopened, events may have been missed) reads the whole again. Reads go one at a time
 * (coalescedRead.ts), so a class answering at once costs a few small reads, not one whole read per
 * answer. What is shown stays until the new copy arrives; a failed read of some answers is tried
 * again with the next one.
 */
import { useEffect, useState } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { Prefetched } from '../../dataProvider/types';
import { coalescedRead } from './coalescedRead';
import type { LessonEventHub } from './lessonEventHub';

/** The contract's page size for a lesson's answers. */
export const ANSWERS_PAGE_SIZE = 500;

export type LoadedAnswers = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; experiences: RaRecord[]; actors: RaRecord[] };

type Read = { data: RaRecord[]; meta?: { prefetched?: Prefetched } };

/** Oldest first, as the whole read sorts them; ties by id so the order never jumps. */
const byCreated = (a: RaRecord, b: RaRecord): number =>
  String(a.createdAt ?? '').localeCompare(String(b.createdAt ?? '')) || Number(a.id) - Number(b.id);

export function useLessonAnswers(lessonId: string, events: LessonEventHub): LoadedAnswers {
  const dataProvider = useDataProvider();
  const [loaded, setLoaded] = useState<LoadedAnswers>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    const answers = new Map<string, RaRecord>();
    const actors = new Map<string, RaRecord>();
    let whole = true;
    let changed = new Set<string>();
    const reads = coalescedRead(async () => {
      const readWhole = whole;
      const ids = [...changed];
      whole = false;
      changed = new Set();
      try {
        const include = { include: ['actor'] };
        const result: Read = readWhole
          ? await dataProvider.getList('experiences', { filter: { lesson: lessonId }, sort: { field: 'createdAt', order: 'ASC' }, pagination: { page: 1, perPage: ANSWERS_PAGE_SIZE }, meta: include })
          : ids.length > 0
            ? await dataProvider.getMany('experiences', { ids, meta: include })
            : { data: [] };
        if (!live) return;
        if (readWhole) answers.clear();
        for (const answer of result.data) answers.set(String(answer.id), answer);
        for (const actor of result.meta?.prefetched?.users ?? []) actors.set(String(actor.id), actor);
        setLoaded({ state: 'ready', experiences: [...answers.values()].sort(byCreated), actors: [...actors.values()] });
      } catch {
        // Tried again with the next read; a failed first read says so, a later one keeps what is shown.
        if (readWhole) whole = true;
        for (const id of ids) changed.add(id);
        if (live) setLoaded((current) => (current.state === 'ready' ? current : { state: 'failed' }));
      }
    });
    reads.request();
    const stop = events.subscribe((event) => {
      if (event.type !== 'poll' && event.type !== 'answered') return;
      const id = event.type === 'answered' ? event.data.experienceId : undefined;
      // An answer the event does not name is found by reading the whole again.
      if (typeof id === 'string' || typeof id === 'number') changed.add(String(id));
      else whole = true;
      reads.request();
    });
    return () => {
      live = false;
      reads.stop();
      stop();
    };
  }, [dataProvider, lessonId, events]);
  return loaded;
}
