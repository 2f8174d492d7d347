/**
 * A plan author's name by the users' title rule. The library asks the server to include the
 * author with the list, so this reads react-admin's cache; an author the viewer may not read has
 * no name to show.
 */
import { useGetManyAggregate } from 'react-admin';
import { users } from '../../resources';
import { recordTitle } from '../../resources/kit';

export function useAuthorName(authorId: unknown): string | undefined {
  const id = typeof authorId === 'string' || typeof authorId === 'number' ? String(authorId) : undefined;
  const { data } = useGetManyAggregate('users', { ids: id ? [id] : [] }, { enabled: id !== undefined, retry: false });
  const author = id ? data?.[0] : undefined;
  return author ? recordTitle(users, author) : undefined;
}
