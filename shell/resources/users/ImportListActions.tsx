/**
 * react-admin's default list toolbar (filter, create, export) plus "Import CSV": given to the
 * users list so the teachers and students lists open the import dialog.
 */
import type { ReactElement, ReactNode } from 'react';
import { CreateButton, ExportButton, FilterButton, TopToolbar, useListContext, useResourceDefinition } from 'react-admin';
import { ImportCsvButton } from './ImportCsvButton';
import { isStudentsList } from './AddStudentDialog';

/**
 * `children`: further buttons of the list that uses it (the students list's Add student, which
 * is that list's create: it has no Create button beside it).
 */
export function ImportListActions({ children }: { children?: ReactNode }): ReactElement {
  const { total, exporter, filterValues } = useListContext();
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <FilterButton />
      {hasCreate && !isStudentsList(filterValues) ? <CreateButton /> : null}
      {exporter !== false ? <ExportButton disabled={total === 0} /> : null}
      <ImportCsvButton />
      {children}
    </TopToolbar>
  );
}
