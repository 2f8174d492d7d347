/**
 * A generated list's toolbar: react-admin's own (filter, create, export), with the export button
 * named on a phone even while there is nothing to export. react-admin draws it there as a bare
 * icon button and names it only when enabled, so an empty list had a nameless control (axe
 * button-name, critical). A list adds its own buttons after these (the users lists' import).
 */
import type { ReactElement, ReactNode } from 'react';
import { CreateButton, ExportButton, FilterButton, TopToolbar, useFilterContext, useListContext, useResourceDefinition, useTranslate } from 'react-admin';

export interface ShellListActionsProps {
  /** False where the list's own button stands for create (the students list's Add student). */
  create?: boolean;
  children?: ReactNode;
}

export function ShellListActions({ create = true, children }: ShellListActionsProps): ReactElement {
  const translate = useTranslate();
  const { total, exporter } = useListContext();
  const { hasCreate } = useResourceDefinition();
  const filters = useFilterContext();
  return (
    <TopToolbar>
      {filters && filters.length > 0 && <FilterButton />}
      {hasCreate && create && <CreateButton />}
      {exporter !== false && <ExportButton disabled={total === 0} aria-label={translate('ra.action.export')} />}
      {children}
    </TopToolbar>
  );
}
