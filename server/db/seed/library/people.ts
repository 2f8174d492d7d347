/** The demo accounts the library seed gives lesson plans, favourites and views to. */
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { users } from '../../../../resources';
import type { Db } from '../../client';
import { tableOf } from '../../tables';

export const DEMO_TEACHER_EMAIL = 'teacher@demo.test';
export const SUBSCRIBED_TEACHER_EMAIL = 'subscribed@demo.test';
/** Generated teachers who favourite items too, so "most popular" has something to order. */
const FANS = 24;

export interface Person {
  id: number;
  organizationId: number | null;
}

export interface DemoPeople {
  /** The trial teacher (teacher@demo.test). */
  teacher?: Person;
  /** A colleague of the trial teacher at the same school, who shares a plan with it. */
  colleague?: Person;
  /** The teacher at the subscribed school (subscribed@demo.test). */
  subscribed?: Person;
  fans: Person[];
}

export async function demoPeople(db: Db): Promise<DemoPeople> {
  const { table, columns: u } = tableOf(users);
  const named = (await db
    .select({ id: u.id!, email: u.email!, organizationId: u.organizationId! })
    .from(table)
    .where(inArray(u.email!, [DEMO_TEACHER_EMAIL, SUBSCRIBED_TEACHER_EMAIL]))) as (Person & { email: string })[];
  const teacher = named.find((p) => p.email === DEMO_TEACHER_EMAIL);
  const subscribed = named.find((p) => p.email === SUBSCRIBED_TEACHER_EMAIL);
  const teachers = (await db
    .select({ id: u.id!, organizationId: u.organizationId! })
    .from(table)
    .where(and(eq(u.role!, 'teacher'), eq(u.source!, 'demo-generated'), isNull(u.archivedAt!), ...(teacher ? [ne(u.id!, teacher.id)] : [])))
    .orderBy(asc(u.id!))
    .limit(200)) as Person[];
  const colleague = teacher?.organizationId != null ? teachers.find((p) => p.organizationId === teacher.organizationId) : undefined;
  const strip = (p: Person | undefined): Person | undefined => (p ? { id: p.id, organizationId: p.organizationId } : undefined);
  return {
    ...(teacher ? { teacher: strip(teacher) } : {}),
    ...(colleague ? { colleague } : {}),
    ...(subscribed ? { subscribed: strip(subscribed) } : {}),
    fans: teachers.filter((p) => p.id !== colleague?.id).slice(0, FANS),
  };
}
