/** "3 of 10 teacher seats used" and its like: a school's seats of a role, used of the limit. */
import type { ReactElement } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AppRecord } from '../../dataProvider';
import { capOf, type SeatRole } from './schoolSeats';
import { useSeatsUsed } from './useSeatsUsed';

export interface SeatUsageProps {
  school: AppRecord;
  role: SeatRole;
  /** Catalogue keys of the text with a limit and without one; both get `used` (and `limit`). */
  withLimitKey: string;
  noLimitKey: string;
}

export function SeatUsage({ school, role, withLimitKey, noLimitKey }: SeatUsageProps): ReactElement | null {
  const translate = useTranslate();
  const used = useSeatsUsed(String(school.id), role);
  if (used === undefined) return null;
  const limit = capOf(school, role);
  return <Typography>{limit === null ? translate(noLimitKey, { used }) : translate(withLimitKey, { used, limit })}</Typography>;
}
