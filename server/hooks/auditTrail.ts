/**
 * The audit trail of licensing changes: one entry per change, written by the caller inside the
 * change's own transaction so the change and its record stand or fall together.
 */
import { eq } from 'drizzle-orm';
import { audit_entries, licensings } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { findAll, type AppRecord } from '../jsonapi/repository';

const licensingDef = licensings as unknown as ResourceDef;

/** The licensing values an entry records (what an admin compares before and after). */
const SNAPSHOT_FIELDS = ['state', 'expiresAt', 'trialSeats', 'supplementarySeats', 'subscribedSeats', 'numberOfStudents', 'licenseId'] as const;

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

export async function writeAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  const { table } = tableOf(audit_entries as unknown as ResourceDef);
  await db.insert(table).values({
    actorId: Number(entry.actorId),
    organizationId: Number(entry.organizationId),
    licensingId: entry.licensingId === null ? null : Number(entry.licensingId),
    action: entry.action,
    before: licensingSnapshot(entry.before),
    after: licensingSnapshot(entry.after),
  });
}
