/** How many active users of a role the school has: the users list's total (archived users hold no seat). */
import { useGetList } from 'react-admin';
import type { SeatRole } from './schoolSeats';

export function useSeatsUsed(organizationId: string | null | undefined, role: SeatRole): number | undefined {
  const { total } = useGetList(
    'users',
    { filter: { role, organization: organizationId }, pagination: { page: 1, perPage: 1 } },
    { enabled: Boolean(organizationId) },
  );
  return total;
}
