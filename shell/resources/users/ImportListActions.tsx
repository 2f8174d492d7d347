/**
 * The generated list's toolbar (filter, create, export) plus "Import CSV": given to the
 * users list so the teachers and students lists open the import dialog.
 */
import type { ReactElement, ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { ShellListActions } from '../../generator/ShellListActions';
import { ImportCsvButton } from './ImportCsvButton';
import { isStudentsList } from './AddStudentDialog';

/**
 * `children`: further buttons of the list that uses it (the students list's Add student, which
 * is that list's create: it has no Create button beside it).
 */
export function ImportListActions({ children }: { children?: ReactNode }): ReactElement {
  const { filterValues } = useListContext();
  return (
    <ShellListActions create={!isStudentsList(filterValues)}>
      <ImportCsvButton />
      {children}
    </ShellListActions>
  );
}
