/**
 * The database half of the bulk CSV import (issue 5): inside one transaction it locks the
 * school's row (so concurrent imports serialise on its seat counts), sets aside rows that already
 * exist, re-checks the seat limit with the shared rule of domain/csvImport.ts, and then writes
 * everything with a handful of set-based statements (one INSERT for all users, one for the new
 * classes, one for class memberships, one for the password links), whatever the row count.
 */
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { checkImport, IMPORT_HEADERS, type ImportMessage, type ImportRole, type ImportRow } from '../../domain/csvImport';
import { issuePasswordLinks } from '../auth/passwordLinks';
import { queryRows, type Db } from '../db/client';
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

async function existingKeys(db: Db, plan: ImportPlan): Promise<Set<string>> {
  if (plan.role !== 'student') {
    const emails = JSON.stringify(plan.rows.map((r) => r.third.toLowerCase()));
    const found = await queryRows<{ email: string }>(
      db,
      sql`SELECT lower(email) AS email FROM users WHERE lower(email) IN (SELECT jsonb_array_elements_text(${emails}::jsonb))`,
    );
    return new Set(found.map((f) => f.email));
  }
  const found = await queryRows<{ first_name: string; last_name: string | null; class_name: string }>(
    db,
    sql`SELECT u.first_name, u.last_name, c.class_name FROM classes c
      JOIN class_students cs ON cs.class_id = c.id JOIN users u ON u.id = cs.student_id
      WHERE c.organization_id = ${Number(plan.organizationId)} AND c.state = 'active' AND u.role = 'student' AND u.archived_at IS NULL`,
  );
  return new Set(found.map((f) => rowKey('student', f.first_name, f.last_name ?? '', f.class_name)));
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
  const existing = await queryRows<{ id: number; class_name: string }>(
    db,
    sql`SELECT id, class_name FROM classes WHERE organization_id = ${organizationId} AND state = 'active' ORDER BY id`,
  );
  for (const c of existing) if (!ids.has(c.class_name.toLowerCase())) ids.set(c.class_name.toLowerCase(), c.id);
  const missing = new Map<string, string>();
  for (const r of rows) if (!ids.has(r.third.toLowerCase()) && !missing.has(r.third.toLowerCase())) missing.set(r.third.toLowerCase(), r.third);
  if (missing.size > 0) {
    const created = await queryRows<{ id: number; class_name: string }>(
      db,
      sql`INSERT INTO classes (class_name, organization_id)
        SELECT r.class_name, ${organizationId} FROM jsonb_to_recordset(${JSON.stringify([...missing.values()].map((n) => ({ class_name: n })))}::jsonb) AS r(class_name text)
        RETURNING id, class_name`,
    );
    for (const c of created) ids.set(c.class_name.toLowerCase(), c.id);
  }
  return ids;
}

/** Writes the users (ids drawn first, so each row keeps its id) and returns the ids written. */
async function insertUsers(db: Db, plan: ImportPlan, fresh: readonly ImportRow[]): Promise<{ row: ImportRow; id: number }[]> {
  const ids = await queryRows<{ id: number }>(db, sql`SELECT nextval(pg_get_serial_sequence('users', 'id'))::integer AS id FROM generate_series(1, ${fresh.length})`);
  const placed = fresh.map((row, i) => ({ row, id: ids[i]!.id }));
  const student = plan.role === 'student';
  const records = placed.map(({ row, id }) => ({ id, first_name: row.firstName, last_name: row.lastName, email: student ? null : row.third }));
  const written = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO users (id, first_name, last_name, email, role, organization_id) OVERRIDING SYSTEM VALUE
      SELECT r.id, r.first_name, r.last_name, r.email, ${plan.role}, ${plan.organizationId === null ? null : Number(plan.organizationId)}::integer
      FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS r(id integer, first_name text, last_name text, email text)
      ON CONFLICT DO NOTHING RETURNING id`,
  );
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
      const classes = await classIds(t, Number(plan.organizationId), fresh);
      const members = placed.map(({ row, id }) => ({ class_id: classes.get(row.third.toLowerCase()), student_id: id }));
      await t.execute(sql`INSERT INTO class_students (class_id, student_id)
        SELECT r.class_id, r.student_id FROM jsonb_to_recordset(${JSON.stringify(members)}::jsonb) AS r(class_id integer, student_id integer)`);
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
