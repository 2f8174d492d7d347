/**
 * Seats left for a role in the viewer's own school, when it can be told: the organisation's
 * limit (0 = none) minus the users of that role the API lists for the viewer (scoped to their
 * school). Null when unknown, and the seat rule is then left to the server.
 */
import { useGetList } from 'react-admin';
import type { AppRecord } from '../../dataProvider';
import type { ImportRole } from '../../domain/csvImport';
import { seatsLeft } from '../../domain/seats';
import { seatLimitOf } from './importAccess';

export function useRemainingSeats(organization: AppRecord | null, role: ImportRole): number | null {
  const limit = seatLimitOf(organization, role);
  const { total } = useGetList('users', { filter: { role }, pagination: { page: 1, perPage: 1 } }, { enabled: limit !== null });
  return typeof total === 'number' ? seatsLeft(limit, total) : null;
}
