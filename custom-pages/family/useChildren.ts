/**
 * The parent's children: `GET /users?filter[role]=home_student`. The server scopes a parent's
 * users list to themself and their children (the users schema's `children` grant), so the role
 * filter leaves the children.
 */
import { useGetList, type RaRecord } from 'react-admin';
import { MAX_CHILDREN_PER_PARENT } from '../../domain/constants';
import { CHILD_ROLE } from './childName';

export const CHILDREN_QUERY = {
  filter: { role: CHILD_ROLE },
  // Never more than the limit, but a page large enough for any children an admin may have added.
  pagination: { page: 1, perPage: Math.max(MAX_CHILDREN_PER_PARENT * 4, 20) },
  sort: { field: 'firstName', order: 'ASC' as const },
};

export function useChildren(): { children: RaRecord[]; total: number; isPending: boolean; error: unknown } {
  const { data, total, isPending, error } = useGetList('users', CHILDREN_QUERY);
  return { children: data ?? [], total: total ?? data?.length ?? 0, isPending, error };
}
