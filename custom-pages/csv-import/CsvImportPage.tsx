/**
 * The import dialog as a shell route: `/import` for the viewer's own school and
 * `/organizations/:organizationId/import` for a named one (seed 2.6: the organisation comes from
 * the optional route parameter, else `current`). `?role=` preselects the role. Who may open it
 * is importAccess.ts; others go to /404 as for any missing permission.
 */
import type { ReactElement } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Loading, useRedirect, useRefresh } from 'react-admin';
import type { ImportRole } from '../../domain/csvImport';
import { userListPath } from '../../shell/layout/userLists';
import { useViewer } from '../../shell/chrome/useViewer';
import { PageTitle } from '../../shell/generator/DocumentTitle';
import { RedirectToNotFound } from '../../shell/pages/RedirectToNotFound';
import { CsvImportDialog } from './CsvImportDialog';
import { importRolesFor, importsIntoAnySchool } from '../../resources/users/importAccess';
import type { ImportResult } from './useImportUpload';

export { CSV_IMPORT_PATH, csvImportPath, ORGANIZATION_CSV_IMPORT_PATH } from '../../shell/resources/users/importPaths';
/** Seed section 9: lists reload 3 s after an upload. */
export const IMPORT_RELOAD_MS = 3000;

export function CsvImportPage({ autoReload = true }: { autoReload?: boolean }): ReactElement {
  const viewer = useViewer();
  const { organizationId } = useParams();
  const [search] = useSearchParams();
  const redirect = useRedirect();
  const refresh = useRefresh();
  if (!viewer) return <Loading />;
  const roles = importRolesFor(viewer);
  // Another school is for super users and org_admin holders only; the server refuses anyone else too.
  if (roles.length === 0 || (organizationId !== undefined && !importsIntoAnySchool(viewer) && organizationId !== viewer.organizationId)) return <RedirectToNotFound />;
  const initialRole = roles.find((r) => r === search.get('role')) ?? roles[0] ?? 'teacher';
  const ownSchool = organizationId === undefined || organizationId === viewer.organizationId;

  // The dialog has shown what was added and skipped; the list shows who.
  const onDone = (_result: ImportResult, role: ImportRole): void => {
    redirect(() => userListPath(role));
    // The lists (users, classes) show the new rows once the server has settled them.
    if (autoReload) setTimeout(refresh, IMPORT_RELOAD_MS);
  };
  return (
    <>
      {/* The app bar's heading too: the page behind the dialog would otherwise have an empty h1. */}
      <PageTitle titleKey="csvImport.title" />
      <CsvImportDialog
        roles={roles}
        initialRole={initialRole}
        organizationId={organizationId ?? 'current'}
        // Staff user lists are not scoped to one school, so their seats cannot be counted here.
        seatOrganization={ownSchool && !importsIntoAnySchool(viewer) ? viewer.organization : null}
        onClose={() => redirect(() => userListPath(initialRole))}
        onDone={onDone}
      />
    </>
  );
}
