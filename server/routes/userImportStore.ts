/**
 * The database half of the bulk CSV import (issue 5): inside one transaction it locks the
 * school's row (so concurrent imports serialise on its seat counts), sets aside rows that already
 * exist, re-checks the seat limit with the shared rule of domain/csvImport.ts, and then writes
 * everything with a handful of set-based statements (one INSERT for all users, one for the new
 * classes, one for class memberships, one for the password links), whatever the row count.
 */
import Papa from 'papaparse';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { checkImport, IMPORT_HEADERS, type ImportMessage, type ImportRole, type ImportRow } from '../../domain/csvImport';
import { classes, users } from '../../resources';
import { issuePasswordLinks } from '../auth/passwordLinks';
import { queryRows, type Db } from '../db/client';
import { joinTableOf, tableOf } from '../db/tables';
import { notFound } from '../jsonapi/errors';
import { sendMails } from '../mail/mailer';
import { countSeats, isSeatRole, lockOrganization, SEAT_LIMITS } from '../hooks/seats';
import { seatCap, seatsLeft } from '../../domain/seats';

/** Imported teachers and admins set their password through a link valid for a week. */
export const IMPORT_PASSWORD_LINK_MINUTES = 7 * 24 * 60;

export interface ImportPlan {
  role: ImportRole;
  /** The school; null for admins, who are staff without one. */
  organizationId: string | null;
  rows: readonly ImportRow[];
  dryRun: boolean;
  /** Origin of the password links mailed to teachers and admins. */
  origin: string;
  log: (line: string) => void;
}

export interface SkippedRow {
  line: number;
  first_name: string;
  last_name: string;
  email?: string;
  class_name?: string;
}

export type ImportOutcome =
  | { kind: 'seatLimit'; messages: ImportMessage[] }
  | { kind: 'done'; createdIds: number[]; wouldCreate: number; skipped: SkippedRow[] };

/** Case-insensitive identity of a row: the email, or a student's names and class. */
const rowKey = (role: ImportRole, firstName: string, lastName: string, third: string): string =>
  role === 'student' ? JSON.stringify([firstName.toLowerCase(), lastName.toLowerCase(), third.toLowerCase()]) : third.toLowerCase();

const u = tableOf(users);
const c = tableOf(classes);
const members = joinTableOf(classes.relationships.students.through!);

async function existingKeys(db: Db, plan: ImportPlan): Promise<Set<string>> {
  if (plan.role !== 'student') {
    const email = sql<string>`lower(${u.columns.email!})`;
    const found = (await db
      .select({ email })
      .from(u.table)
      .where(inArray(email, plan.rows.map((r) => r.third.toLowerCase())))) as { email: string }[];
    return new Set(found.map((f) => f.email));
  }
  const found = (await db
    .select({ firstName: u.columns.firstName!, lastName: u.columns.lastName!, className: c.columns.className! })
    .from(c.table)
    .innerJoin(members.table, eq(members.from, c.columns.id!))
    .innerJoin(u.table, eq(u.columns.id!, members.to))
    .where(
      and(
        eq(c.columns.organizationId!, Number(plan.organizationId)),
        eq(c.columns.state!, 'active'),
        eq(u.columns.role!, 'student'),
        isNull(u.columns.archivedAt!),
      ),
    )) as { firstName: string; lastName: string | null; className: string }[];
  return new Set(found.map((f) => rowKey('student', f.firstName, f.lastName ?? '', f.className)));
}

/** Seats left for the role in the school (after locking its row); null when unlimited. */
async function remainingSeats(db: Db, plan: ImportPlan): Promise<number | null> {
  if (plan.organizationId === null) return null;
  const limits = await lockOrganization(db, plan.organizationId);
  if (!limits) throw notFound();
  if (!isSeatRole(plan.role)) return null;
  const limit = limits[SEAT_LIMITS[plan.role].limit];
  return seatCap(limit) === null ? null : seatsLeft(limit, await countSeats(db, plan.organizationId, plan.role));
}

/** The shared seat rule applied to the rows that would really be created (existing ones excepted). */
function seatMessages(role: ImportRole, fresh: readonly ImportRow[], remaining: number | null): ImportMessage[] {
  if (remaining === null || fresh.length <= remaining) return [];
  const csv = Papa.unparse([[...IMPORT_HEADERS[role]], ...fresh.map((r) => [r.firstName, r.lastName, r.third])]);
  return checkImport(csv, role, remaining).errors.filter((e) => e.identifier === 'seatLimit');
}

/** Class ids by lower-cased name: the school's active classes, plus new ones for unknown names. */
async function classIds(db: Db, organizationId: number, rows: readonly ImportRow[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const picked = { id: c.columns.id!, className: c.columns.className! };
  const existing = (await db
    .select(picked)
    .from(c.table)
    .where(and(eq(c.columns.organizationId!, organizationId), eq(c.columns.state!, 'active')))
    .orderBy(asc(c.columns.id!))) as { id: number; className: string }[];
  for (const k of existing) if (!ids.has(k.className.toLowerCase())) ids.set(k.className.toLowerCase(), k.id);
  const missing = new Map<string, string>();
  for (const r of rows) if (!ids.has(r.third.toLowerCase()) && !missing.has(r.third.toLowerCase())) missing.set(r.third.toLowerCase(), r.third);
  if (missing.size > 0) {
    const created = (await db
      .insert(c.table)
      .values([...missing.values()].map((className) => ({ className, organizationId })))
      .returning(picked)) as { id: number; className: string }[];
    for (const k of created) ids.set(k.className.toLowerCase(), k.id);
  }
  return ids;
}

/** Writes the users (ids drawn first, so each row keeps its id) and returns the ids written. */
async function insertUsers(db: Db, plan: ImportPlan, fresh: readonly ImportRow[]): Promise<{ row: ImportRow; id: number }[]> {
  // Hand-written: draws ids from the users' identity sequence, one per row, selecting from no table.
  const ids = await queryRows<{ id: number }>(db, sql`SELECT nextval(pg_get_serial_sequence('users', 'id'))::integer AS id FROM generate_series(1, ${fresh.length})`);
  const placed = fresh.map((row, i) => ({ row, id: ids[i]!.id }));
  const student = plan.role === 'student';
  const organizationId = plan.organizationId === null ? null : Number(plan.organizationId);
  const records = placed.map(({ row, id }) => ({ id, firstName: row.firstName, lastName: row.lastName, email: student ? null : row.third, role: plan.role, organizationId }));
  const written = (await db
    .insert(u.table)
    .overridingSystemValue()
    .values(records)
    .onConflictDoNothing()
    .returning({ id: u.columns.id! })) as { id: number }[];
  const done = new Set(written.map((w) => w.id));
  return placed.filter((p) => done.has(p.id));
}

const skippedRow = (role: ImportRole, r: ImportRow): SkippedRow => ({
  line: r.line,
  first_name: r.firstName,
  last_name: r.lastName,
  ...(role === 'student' ? { class_name: r.third } : { email: r.third }),
});

export function runImport(db: Db, plan: ImportPlan): Promise<ImportOutcome> {
  return db.transaction(async (tx): Promise<ImportOutcome> => {
    const t: Db = tx;
    const remaining = await remainingSeats(t, plan);
    const existing = await existingKeys(t, plan);
    const isExisting = (r: ImportRow): boolean => existing.has(rowKey(plan.role, r.firstName, r.lastName, r.third));
    const fresh = plan.rows.filter((r) => !isExisting(r));
    const skipped = plan.rows.filter(isExisting).map((r) => skippedRow(plan.role, r));
    const messages = seatMessages(plan.role, fresh, remaining);
    if (messages.length > 0) return { kind: 'seatLimit', messages };
    if (plan.dryRun || fresh.length === 0) return { kind: 'done', createdIds: [], wouldCreate: fresh.length, skipped };

    const placed = await insertUsers(t, plan, fresh);
    // A row another import wrote meanwhile (same email) was left alone: report it as skipped.
    const placedLines = new Set(placed.map((p) => p.row.line));
    skipped.push(...fresh.filter((r) => !placedLines.has(r.line)).map((r) => skippedRow(plan.role, r)));
    if (plan.role === 'student') {
      const classIdsByName = await classIds(t, Number(plan.organizationId), fresh);
      // Every row may have been written by another import meanwhile: then no student joins a class.
      if (placed.length > 0) await t.insert(members.table).values(placed.map(({ row, id }) => ({ from: classIdsByName.get(row.third.toLowerCase()), to: id })));
    } else {
      const links = await issuePasswordLinks(t, placed.map((p) => p.id), plan.origin, IMPORT_PASSWORD_LINK_MINUTES);
      await sendMails(
        t,
        placed.map(({ row, id }) => ({
          to: row.third,
          subject: 'Your account is ready: choose a password',
          body: `Hello ${row.firstName},\n\nAn account has been created for you. Choose your password here (the link works once, for 7 days):\n${links.get(id) ?? plan.origin}`,
        })),
        plan.log,
      );
    }
    return { kind: 'done', createdIds: placed.map((p) => p.id), wouldCreate: placed.length, skipped };
  });
}
