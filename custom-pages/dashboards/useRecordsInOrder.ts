/**
 * The dashboard lists its records in the document's order (newest first, decided by the server),
 * but `getMany` answers in the server's list order: put them back, dropping any the reader no
 * longer lets the viewer see.
 */
import { useMemo } from 'react';
import { useGetMany, type RaRecord } from 'react-admin';

export function inOrder<T extends RaRecord>(ids: readonly string[], records: readonly T[]): T[] {
  const byId = new Map(records.map((r) => [String(r.id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `meta` goes to the data provider as is (e.g. `{ include: [...] }` for relations the cards count). */
export function useRecordsInOrder(
  resource: string,
  ids: readonly string[],
  meta?: { include: readonly string[] },
): { records: RaRecord[]; isPending: boolean; isError: boolean } {
  const { data, isPending, isError } = useGetMany(resource, { ids: [...ids], meta }, { enabled: ids.length > 0, retry: false });
  const records = useMemo(() => inOrder(ids, data ?? []), [ids, data]);
  return { records, isPending: ids.length > 0 && isPending, isError };
}
