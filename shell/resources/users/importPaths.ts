/**
 * The CSV import page's addresses, apart from the page so the lists' import buttons link to it
 * while the page itself (dialog, CSV parser) loads only when opened (a lazy route, issue 15).
 */
import type { ImportRole } from '../../../domain/csvImport';

export const CSV_IMPORT_PATH = '/import';
export const ORGANIZATION_CSV_IMPORT_PATH = '/organizations/:organizationId/import';

/** The dialog's address, with the role to preselect. */
export function csvImportPath(role?: ImportRole, organizationId?: string): string {
  const base = organizationId === undefined ? CSV_IMPORT_PATH : `/organizations/${encodeURIComponent(organizationId)}/import`;
  return role ? `${base}?role=${role}` : base;
}
