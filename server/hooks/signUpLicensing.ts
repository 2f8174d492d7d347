/**
 * The trial of a sign-up organisation (seed sections 1, 2.3 and 9): the licensing on the licence
 * named SIGN_UP_LICENSE_NAME that POST /organizations/sign_up starts, and what the plan step
 * (PATCH plan) does to it. Used by the sign-up routes and the organisations hook, always inside
 * the caller's transaction, with an audit entry for every change.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { licenses, licensings } from '../../resources';
import { SIGN_UP_TRIAL_DAYS } from '../../domain/constants';
import { addDays } from '../../domain/licensing';
import { TRIALING_STATES } from '../../domain/roles';
import { PLAN_TRIALS, SIGN_UP_LICENSE_NAME, type Plan } from '../../domain/signUp';
import { isoDay } from '../../domain/subscription';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { ApiError } from '../jsonapi/errors';
import { readLicensing, writeAuditEntry } from './auditTrail';

const today = (): string => isoDay(new Date());
const l = tableOf(licensings);

/** The sign-up licence's id; 422 code 807 (defaultLicenseMissing) when nobody created it. */
export async function signUpLicenseId(db: Db): Promise<number> {
  const t = tableOf(licenses);
  const [row] = await db.select({ id: t.columns.id! }).from(t.table).where(eq(t.columns.name!, SIGN_UP_LICENSE_NAME)).limit(1);
  if (!row) throw ApiError.of({ status: 422, identifier: 'defaultLicenseMissing' });
  return Number(row.id);
}

/** Starts the 14-day sign-up trial of a new organisation. */
export async function startSignUpTrial(db: Db, actorId: string, organizationId: number): Promise<void> {
  const licenseId = await signUpLicenseId(db);
  const [row] = await db
    .insert(l.table)
    .values({ organizationId, licenseId, state: 'trial', expiresAt: addDays(today(), SIGN_UP_TRIAL_DAYS) })
    .returning({ id: l.columns.id! });
  const id = String(row!.id);
  await writeAuditEntry(db, { actorId, organizationId: String(organizationId), licensingId: id, action: 'sign_up', before: undefined, after: await readLicensing(db, id) });
}

/**
 * The organisation's licensings of the sign-up licence, each with its start day (the UTC day it
 * was made, as text), held until the caller's transaction ends.
 */
async function signUpLicensingsLocked(db: Db, organizationId: string): Promise<{ id: number; state: string; started: string }[]> {
  const c = tableOf(licenses);
  const rows = await db
    .select({ id: l.columns.id!, state: l.columns.state!, started: sql<string>`to_char(${l.columns.createdAt!} AT TIME ZONE 'UTC', 'YYYY-MM-DD')` })
    .from(l.table)
    .innerJoin(c.table, eq(c.columns.id!, l.columns.licenseId!))
    .where(and(eq(l.columns.organizationId!, Number(organizationId)), eq(c.columns.name!, SIGN_UP_LICENSE_NAME)))
    .orderBy(asc(l.columns.id!))
    .for('update', { of: l.table });
  return rows as { id: number; state: string; started: string }[];
}

/**
 * The plan sets the sign-up trial's state and length. The days count from the day the trial
 * started (the sign-up day, when the wizard sends the plan), so choosing a plan again later
 * cannot lengthen a trial; a licensing that has left the trial states is left alone.
 */
export async function applyPlan(db: Db, actorId: string, organizationId: string, plan: Plan): Promise<void> {
  const rows = await signUpLicensingsLocked(db, organizationId);
  const { state, days } = PLAN_TRIALS[plan];
  for (const row of rows) {
    if (!(TRIALING_STATES as readonly string[]).includes(row.state)) continue;
    const id = String(row.id);
    const before = await readLicensing(db, id);
    await db
      .update(l.table)
      .set({ state, expiresAt: addDays(row.started, days) })
      .where(eq(l.columns.id!, row.id));
    await writeAuditEntry(db, { actorId, organizationId, licensingId: id, action: `plan:${plan}`, before, after: await readLicensing(db, id) });
  }
}
