/**
 * The audit trail of licensing changes: one entry per change, written by the caller inside the
 * change's own transaction so the change and its record stand or fall together.
 */
import { eq } from 'drizzle-orm';
import { audit_entries, licenses, licensings, users } from '../../resources';
import { recordTitle, type ResourceDef } from '../../resources/kit';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { findAll, type AppRecord } from '../jsonapi/repository';

const licensingDef: ResourceDef = licensings;
const licenseDef: ResourceDef = licenses;
const userDef: ResourceDef = users;

/** The licensing values an entry records (what an admin compares before and after). */
const SNAPSHOT_FIELDS = ['state', 'expiresAt', 'trialSeats', 'supplementarySeats', 'subscribedSeats', 'numberOfStudents', 'offer', 'licenseId'] as const;

export function licensingSnapshot(record: AppRecord | undefined): string | null {
  if (!record) return null;
  return JSON.stringify(Object.fromEntries(SNAPSHOT_FIELDS.map((f) => [f, record[f] ?? null])));
}

/** The stored licensing, or undefined once deleted. */
export async function readLicensing(db: Db, id: string): Promise<AppRecord | undefined> {
  return (await findAll(db, licensingDef, eq(tableOf(licensingDef).columns.id!, Number(id))))[0];
}

export interface AuditEntry {
  actorId: string;
  organizationId: string;
  /** Null when the licensing no longer exists (its deletion's entry). */
  licensingId: string | null;
  action: string;
  before: AppRecord | undefined;
  after: AppRecord | undefined;
}

/** The actor's name as the users schema names people (name, else username, else email). */
async function actorName(db: Db, actorId: string): Promise<string | null> {
  const { table, columns } = tableOf(userDef);
  const rows = await db
    .select({ firstName: columns.firstName!, lastName: columns.lastName!, username: columns.username!, email: columns.email! })
    .from(table)
    .where(eq(columns.id!, Number(actorId)));
  return rows[0] ? (recordTitle(userDef, rows[0]) ?? null) : null;
}

async function licenseName(db: Db, licenseId: unknown): Promise<string | null> {
  if (licenseId === null || licenseId === undefined) return null;
  const { table, columns } = tableOf(licenseDef);
  const rows = await db.select({ name: columns.name! }).from(table).where(eq(columns.id!, Number(licenseId)));
  return (rows[0]?.name as string | undefined) ?? null;
}

/**
 * Writes the entry with what it must keep of its moment: the actor's name (readers of the trail
 * may not read the actor's record) and the licensing's state and licence then (after the change,
 * or before a deletion).
 */
export async function writeAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  const { table } = tableOf(audit_entries);
  const then = entry.after ?? entry.before;
  await db.insert(table).values({
    actorId: Number(entry.actorId),
    actorName: await actorName(db, entry.actorId),
    organizationId: Number(entry.organizationId),
    licensingId: entry.licensingId === null ? null : Number(entry.licensingId),
    licensingState: (then?.state as string | null | undefined) ?? null,
    licenseName: await licenseName(db, then?.licenseId),
    action: entry.action,
    before: licensingSnapshot(entry.before),
    after: licensingSnapshot(entry.after),
  });
}
