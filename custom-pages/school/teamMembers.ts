/** A school's teachers as the School account lists them (seed 2.6 "team members"). */
import type { AppRecord } from '../../dataProvider';

export interface TeamQuery {
  organizationId: string;
  archived: boolean;
}

/** The users list's filter: the school's teachers, active or archived (server: filter[archived]). */
export function teamFilter({ organizationId, archived }: TeamQuery): Record<string, unknown> {
  return { role: 'teacher', organization: organizationId, ...(archived ? { archived: true } : {}) };
}

/** "First Last", else the email: how a member is named in the table and the actions' labels. */
export function memberName(user: AppRecord): string {
  const name = [user.firstName, user.lastName].filter((p) => typeof p === 'string' && p !== '').join(' ');
  return name || (typeof user.email === 'string' ? user.email : String(user.id));
}

/** The largest page the API serves (seed 7: page[size] at most 500): a school's whole team at once. */
export const TEAM_PAGE_SIZE = 500;
