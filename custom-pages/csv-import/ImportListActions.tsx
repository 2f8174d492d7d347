/**
 * react-admin's default list toolbar (filter, create, export) plus "Import CSV": given to the
 * users list so the teachers and students lists open the import dialog.
 */
import type { ReactElement } from 'react';
import { CreateButton, ExportButton, FilterButton, TopToolbar, useListContext, useResourceDefinition } from 'react-admin';
import { ImportCsvButton } from './ImportCsvButton';

export function ImportListActions(): ReactElement {
  const { total, exporter } = useListContext();
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <FilterButton />
      {hasCreate ? <CreateButton /> : null}
      {exporter !== false ? <ExportButton disabled={total === 0} /> : null}
      <ImportCsvButton />
    </TopToolbar>
  );
}
