/**
 * react-admin's default list toolbar (filter, create, export) plus "Import CSV": given to the
 * users list so the teachers and students lists open the import dialog.
 */
import type { ReactElement, ReactNode } from 'react';
import { CreateButton, ExportButton, FilterButton, TopToolbar, useListContext, useResourceDefinition } from 'react-admin';
import { ImportCsvButton } from './ImportCsvButton';

/** `children`: further buttons of the list that uses it (the students list's Add student). */
export function ImportListActions({ children }: { children?: ReactNode }): ReactElement {
  const { total, exporter } = useListContext();
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <FilterButton />
      {hasCreate ? <CreateButton /> : null}
      {exporter !== false ? <ExportButton disabled={total === 0} /> : null}
      <ImportCsvButton />
      {children}
    </TopToolbar>
  );
}
