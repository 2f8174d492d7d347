/**
 * The seats the import dialog can tell in advance. Who may import which roles into which school
 * is not decided here: it is one rule with the server's, resources/users/importAccess.ts.
 */
import type { ImportRole } from '../../domain/csvImport';
import { seatCap } from '../../domain/seats';
import type { AppRecord } from '../../dataProvider';

/** The one rule, re-exported for callers beside the dialog. */
export { importRolesFor, importsIntoAnySchool, mayImportInto } from '../../resources/users/importAccess';

/** The organisation's limit for a seat role: a positive number, or null when there is none (0 = no limit). */
export function seatLimitOf(organization: AppRecord | null | undefined, role: ImportRole): number | null {
  if (!organization || role === 'admin') return null;
  const limit = organization[role === 'teacher' ? 'teachersLimit' : 'studentsLimit'];
  return seatCap(typeof limit === 'number' ? limit : null);
}
