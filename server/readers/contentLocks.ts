/**
 * Licence gating of the library (seed 6, issue 10), one rule for SQL and JS: `isLocked`
 * (domain/library.ts) decides, over facts gathered here. What only the database knows (does the
 * viewer's school hold a live licensing in FULL_LIBRARY_STATES? does it hide locked content? is
 * this item free?) enters SQL as uncorrelated subqueries, which PostgreSQL evaluates once per
 * statement. Reads select `lockedSql` with the rows; a record read any other way is judged in JS
 * by `isLocked` over `viewerLockFacts`, which the same `fullLibrarySql` answers (once per request).
 */
import { and, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { contents, licensings, organizations, users } from '../../resources';
import { ADMIN_PERMISSIONS } from '../../domain/roles';
import { FULL_LIBRARY_STATES, isLocked } from '../../domain/library';
import { isoDay } from '../../domain/subscription';
import type { Viewer } from '../auth/viewer';
import { queryRows } from '../db/client';
import { tableOf } from '../db/tables';
import type { ReaderContext } from './types';

const c = tableOf(contents).columns;
const TRUE = sql.raw('true');
const FALSE = sql.raw('false');

/**
 * Internal admins manage the library: role `admin` or any admin permission (which covers the
 * unscoped create/update grants on contents: super_user and content_manager). Nothing is locked
 * for them and they see every state.
 */
export function managesLibrary(viewer: Viewer): boolean {
  return viewer.role === 'admin' || viewer.permissions.some((p) => (ADMIN_PERMISSIONS as readonly string[]).includes(p));
}

/**
 * The school whose licence opens the library to the viewer: their own; for a child (home
 * student, seed 3), who has no school, their parent's (issue 12: "content allowed by the parent's
 * licence"). A parent without a school leaves the child with the free items only.
 */
export function licenceSchoolSql(viewer: Viewer): SQL | undefined {
  if (viewer.role === 'home_student') {
    const u = tableOf(users);
    const parentOf = sql`(select ${u.columns.parentId!} from ${u.table} where ${u.columns.id!} = ${Number(viewer.id)})`;
    return sql`(select ${u.columns.organizationId!} from ${u.table} where ${u.columns.id!} = ${parentOf})`;
  }
  return viewer.organizationId === null ? undefined : sql`${Number(viewer.organizationId)}`;
}

/**
 * A live licensing (no end, or ending today or later, as domain/subscription.ts counts "live")
 * of the viewer's school in FULL_LIBRARY_STATES. "Today" is the UTC day, as `GET /user` counts it.
 */
export function fullLibrarySql(viewer: Viewer): SQL {
  const school = licenceSchoolSql(viewer);
  if (!school) return FALSE;
  const l = tableOf(licensings).columns;
  const live = or(isNull(l.expiresAt!), gte(l.expiresAt!, isoDay(new Date())));
  const where = and(eq(l.organizationId!, school), inArray(l.state!, [...FULL_LIBRARY_STATES]), live);
  return sql`exists (select 1 from ${tableOf(licensings).table} where ${where})`;
}

/** The viewer's school lists no locked content (`hideLockedContent`); undefined without a school. */
export function hidesLockedSql(viewer: Viewer): SQL | undefined {
  const school = licenceSchoolSql(viewer);
  if (!school) return undefined;
  const o = tableOf(organizations).columns;
  return sql`exists (select 1 from ${tableOf(organizations).table} where ${o.id!} = ${school} and ${o.hideLockedContent!} is true)`;
}

/**
 * `isLocked` as SQL over a contents row: the function is tabulated over the two facts only the
 * database knows (fullLibrary, freeAccess), so SQL and JS cannot drift apart. For a manager it
 * is the constant `false`; for a teacher `case when <full library> then false else not free_access end`.
 */
export function lockedSql(viewer: Viewer): SQL {
  const managing = managesLibrary(viewer);
  const cell = (fullLibrary: boolean, freeAccess: boolean): boolean => isLocked({ managesLibrary: managing, fullLibrary, freeAccess });
  const byFreeAccess = (full: boolean): SQL => {
    const [free, paid] = [cell(full, true), cell(full, false)];
    if (free === paid) return free ? TRUE : FALSE;
    // free_access is NOT NULL (migration 0016), so plain boolean logic holds.
    return paid ? sql`not ${c.freeAccess!}` : sql`${c.freeAccess!}`;
  };
  if (cell(true, true) === cell(false, true) && cell(true, false) === cell(false, false)) return byFreeAccess(false);
  return sql`(case when ${fullLibrarySql(viewer)} then ${byFreeAccess(true)} else ${byFreeAccess(false)} end)`;
}

export interface ViewerLockFacts {
  managesLibrary: boolean;
  fullLibrary: boolean;
}

/** Loaded once per request: the viewer object is built per request (server/auth/authenticate.ts). */
const factsOfViewer = new WeakMap<Viewer, Promise<ViewerLockFacts>>();

export function viewerLockFacts(ctx: ReaderContext): Promise<ViewerLockFacts> {
  let facts = factsOfViewer.get(ctx.viewer);
  if (!facts) {
    facts = loadFacts(ctx);
    factsOfViewer.set(ctx.viewer, facts);
    // A failed load (e.g. inside an aborted transaction) must not poison the rest of the request.
    facts.catch(() => factsOfViewer.delete(ctx.viewer));
  }
  return facts;
}

async function loadFacts({ db, viewer }: ReaderContext): Promise<ViewerLockFacts> {
  const manages = managesLibrary(viewer);
  if (manages || !licenceSchoolSql(viewer)) return { managesLibrary: manages, fullLibrary: false };
  // Hand-written: it selects the very expression the reads embed (one rule), and Drizzle's select has no FROM-less form.
  const rows = await queryRows<{ full: boolean }>(db, sql`select ${fullLibrarySql(viewer)} as full`);
  return { managesLibrary: false, fullLibrary: rows[0]?.full === true };
}
