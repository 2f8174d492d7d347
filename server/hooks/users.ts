/**
 * Users: organisation admins manage only their own school's teachers and students; they never
 * create, promote or remove admins and parents (seed section 6). Seats: a teacher or student
 * placed in a school (by create, restore, or a change of role or school) must fit its limit; a
 * child must fit its parent's maximum, and a parent creates or edits nothing but home students.
 * A deleted student leaves their classes (seed section 4). A new password ends the user's other
 * sessions.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { classes, organizations, users } from '../../resources';
import { isUnscoped, writableValuesFor } from '../../resources/kit';
import { endSessions } from '../auth/sessions';
import { joinTableOf, tableOf } from '../db/tables';
import { ApiError, forbidden } from '../jsonapi/errors';
import type { AppRecord } from '../jsonapi/repository';
import { assertChildSlot, assertSeatFree, isSeatRole } from './seats';
import { isOwnAccount } from '../../resources/users/deleteSelf';
import { mayArchiveAccount } from '../../resources/users/adminAccounts';
import type { ResourceHooks, WriteContext } from './types';
import { issuePasswordLinks } from '../auth/passwordLinks';
import { sendMail } from '../mail/mailer';
import { mailLocale } from '../mail/language';
import { mailText } from '../../i18n/mail';
import { IMPORT_PASSWORD_LINK_MINUTES } from '../routes/userImportStore';

/** The roles a school admin writes (the schema's `writableValues`; the write path refuses others). */
const SCHOOL_ROLES = new Set(writableValuesFor(users, ['orgAdmin'], 'role'));

/** A school admin edits, archives and restores only users holding a role they could give (or themselves). */
function assertSchoolRoles(ctx: WriteContext): void {
  if (ctx.grants.some(isUnscoped)) return;
  const byOrgAdmin = ctx.grants.includes('orgAdmin') || ctx.grants.includes('org');
  if (!byOrgAdmin) return;
  if (ctx.record && !ctx.grants.includes('self') && !SCHOOL_ROLES.has(String(ctx.record.role))) throw forbidden();
}

const idOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** Seat checks for the user as it will be after the write; only what changes takes a seat. */
async function assertSeats(ctx: WriteContext): Promise<void> {
  const before = ctx.op === 'create' ? undefined : ctx.record;
  const after = (name: string): string | null => idOrNull(name in ctx.values ? ctx.values[name] : before?.[name]);
  const role = after('role') ?? 'teacher';
  const organizationId = after('organizationId');
  const moved = !before || role !== before.role || organizationId !== idOrNull(before.organizationId);
  if (moved && organizationId !== null && isSeatRole(role)) await assertSeatFree(ctx.db, organizationId, role, before?.id);
  const parentId = after('parentId');
  if (parentId !== null && (!before || parentId !== idOrNull(before.parentId))) await assertChildSlot(ctx.db, parentId, before?.id);
}

async function removeFromClasses(ctx: WriteContext): Promise<void> {
  const through = classes.relationships.students.through;
  if (ctx.record?.role !== 'student' || !through) return;
  const jt = joinTableOf(through);
  await ctx.db.delete(jt.table).where(eq(jt.to, Number(ctx.record.id)));
}

/**
 * A teacher added without a password (an organisation admin's "Invite teacher") chooses one
 * through a mailed link, like imported teachers (routes/userImportStore.ts): the same single-use
 * link, valid as long. Without a request's origin (no link can be made) nothing is sent.
 */
async function mailInvitedTeacher(ctx: WriteContext & { id: string }): Promise<void> {
  const { values } = ctx;
  if (ctx.op !== 'create' || values.role !== 'teacher' || values.password != null || ctx.origin === undefined) return;
  if (typeof values.email !== 'string' || values.email === '') return;
  const o = tableOf(organizations);
  const [school] = (await ctx.db.select({ name: o.columns.name! }).from(o.table).where(eq(o.columns.id!, Number(values.organizationId ?? 0)))) as { name: string }[];
  const link = (await issuePasswordLinks(ctx.db, [Number(ctx.id)], ctx.origin, IMPORT_PASSWORD_LINK_MINUTES)).get(Number(ctx.id)) ?? ctx.origin;
  const text = mailText(mailLocale(undefined, values.languages), 'teacherInvite', {
    name: String(values.firstName ?? ''),
    school: school?.name ?? '',
    days: IMPORT_PASSWORD_LINK_MINUTES / (24 * 60),
    link,
  });
  await sendMail(ctx.db, { to: values.email, ...text });
}

export const usersHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    if (ctx.op === 'delete' && ctx.record && isOwnAccount(ctx.viewer.id, ctx.record.id)) throw ApiError.of({ status: 422, identifier: 'deleteSelf' });
    if (ctx.op === 'delete' && ctx.record && !mayArchiveAccount(ctx.viewer, ctx.record.role)) throw forbidden();
    assertSchoolRoles(ctx);
    if (ctx.op === 'delete') await removeFromClasses(ctx);
    else await assertSeats(ctx);
  },
  // A new password (set by the user, with their current one, or by an admin) ends the user's
  // other sessions; the caller's own gets a fresh token (auth/authenticate.ts).
  async afterWrite(ctx) {
    if (ctx.op === 'update' && typeof ctx.values.password === 'string') await endSessions(ctx.db, ctx.id);
    await mailInvitedTeacher(ctx);
  },
};

/** 804 when an active user already holds the archived user's email (emailUsed) or username (usernameUsed). */
async function assertIdentityFree(ctx: WriteContext, record: AppRecord): Promise<void> {
  const c = tableOf(users).columns;
  for (const [col, identifier] of [['email', 'emailUsed'], ['username', 'usernameUsed']] as const) {
    if (typeof record[col] !== 'string') continue;
    const rows = await ctx.db
      .select({ id: c.id! })
      .from(tableOf(users).table)
      .where(and(eq(sql`lower(${c[col]!})`, String(record[col]).toLowerCase()), ne(c.id!, Number(record.id)), sql`${c.archivedAt!} IS NULL`))
      .limit(1);
    if (rows.length > 0) throw ApiError.of({ status: 422, identifier, pointer: ctx.pointerOf(col) });
  }
}

/** Restoring an archived user takes a seat again: the same rules as creating them. */
export async function beforeRestore(ctx: WriteContext & { record: AppRecord }): Promise<void> {
  assertSchoolRoles(ctx);
  await assertIdentityFree(ctx, ctx.record);
  await assertSeats({ ...ctx, op: 'create', values: { ...ctx.record } });
}
