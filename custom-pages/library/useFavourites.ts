/**
 * The viewer's favourites (seed 1: "favourites: toggle from any card"): loaded once for every
 * toggle on a page (`GET /favourites?page[size]=500`, one react-query entry shared by all
 * cards), and changed optimistically: the heart turns at once, the request follows, and on a
 * refusal the favourites go back to what they were, with a message.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useDataProvider, useGetList, useNotify, type GetListResult, type Identifier, type RaRecord } from 'react-admin';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '../../domain/constants';

/** Every favourite of the viewer: the list is theirs alone (`self`), capped by the server's page size. */
export const ALL_FAVOURITES = {
  pagination: { page: 1, perPage: PAGE_SIZE_MAX },
  sort: { field: 'createdAt', order: 'DESC' as const },
  filter: {},
};

/** A favourite being added, until the server answers with its id. */
const PENDING = 'pending:';

export function useFavouriteIds(): { byContent: ReadonlyMap<string, Identifier>; isPending: boolean } {
  const { data, isPending } = useGetList('favourites', ALL_FAVOURITES);
  const byContent = useMemo(() => {
    const map = new Map<string, Identifier>();
    for (const f of data ?? []) if (f.contentId != null) map.set(String(f.contentId), f.id);
    return map;
  }, [data]);
  return { byContent, isPending };
}

type ListCache = GetListResult<RaRecord> | undefined;

function edit(cache: ListCache, change: (records: RaRecord[]) => RaRecord[]): ListCache {
  if (!cache) return cache;
  const data = change(cache.data);
  const total = cache.total === undefined ? undefined : cache.total + (data.length - cache.data.length);
  return { ...cache, data, total };
}

/** Whether a favourites list (by its react-admin query key) would hold this item's favourite. */
export function holdsContent(key: QueryKey, contentId: string): boolean {
  const params = key[2];
  const filter = typeof params === 'object' && params !== null ? (params as { filter?: Record<string, unknown> }).filter : undefined;
  const entries = Object.entries(filter ?? {}).filter(([, v]) => v !== undefined && v !== '');
  return entries.every(([k, v]) => (k === 'contentId' || k === 'content') && String(v) === contentId);
}

export interface FavouriteToggle {
  favourite: boolean;
  /** Known once the viewer's favourites have loaded: until then the heart is not offered as off. */
  ready: boolean;
  busy: boolean;
  toggle: () => Promise<void>;
}

export function useFavouriteToggle(contentId: Identifier): FavouriteToggle {
  const { byContent, isPending } = useFavouriteIds();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const id = String(contentId);
  const favouriteId = byContent.get(id);

  const toggle = useCallback(async () => {
    if (inFlight.current || isPending) return;
    inFlight.current = true;
    setBusy(true);
    const lists: QueryKey = ['favourites', 'getList'];
    await queryClient.cancelQueries({ queryKey: ['favourites'] });
    const before = queryClient.getQueriesData<ListCache>({ queryKey: lists });
    const removing = favouriteId !== undefined && !String(favouriteId).startsWith(PENDING);
    if (removing)
      queryClient.setQueriesData<ListCache>({ queryKey: lists }, (cache) => edit(cache, (records) => records.filter((r) => r.id !== favouriteId)));
    else
      queryClient.setQueriesData<ListCache>({ queryKey: lists, predicate: (q) => holdsContent(q.queryKey, id) }, (cache) =>
        edit(cache, (records) => [{ id: `${PENDING}${id}`, contentId: id }, ...records]),
      );
    try {
      if (removing) await dataProvider.delete('favourites', { id: favouriteId });
      else await dataProvider.create('favourites', { data: { contentId: id } });
    } catch {
      for (const [key, cache] of before) queryClient.setQueryData(key, cache);
      notify('library.favourite.failed', { type: 'error' });
    } finally {
      inFlight.current = false;
      setBusy(false);
      // The server's ids, and the items' favourite counters, which it keeps.
      void queryClient.invalidateQueries({ queryKey: ['favourites'] });
      void queryClient.invalidateQueries({ queryKey: ['contents'] });
    }
  }, [dataProvider, favouriteId, id, isPending, notify, queryClient]);

  return { favourite: favouriteId !== undefined, ready: !isPending, busy, toggle };
}
