/**
 * The rows of a generated list: a table (with accessible rows) from the tablet width up, one
 * column of cards below it (seed section 9: tablet 940 px), from the same column elements.
 */
import type { ReactElement, ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, DatagridBody, type RaRecord } from 'react-admin';
import { AccessibleDatagridRow } from './AccessibleDatagridRow';
import { RecordCards, type RecordCardsProps } from './RecordCards';

export interface RecordRowsProps {
  children: ReactNode;
  rowClick: RecordCardsProps['rowClick'];
  /** Table only: phones have no bulk selection (a record is deleted from its own page). */
  bulkActionButtons: ReactElement | false;
  isRowSelectable?: (record: RaRecord) => boolean;
}

const ACCESSIBLE_BODY = <DatagridBody row={<AccessibleDatagridRow />} />;

/** Below the tablet width; read on the first render (noSsr) so phones never lay out the table first. */
export function useNarrowList(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
}

export function RecordRows({ children, rowClick, bulkActionButtons, isRowSelectable }: RecordRowsProps): ReactElement {
  const narrow = useNarrowList();
  if (narrow) return <RecordCards rowClick={rowClick}>{children}</RecordCards>;
  return (
    <Datagrid rowClick={rowClick} bulkActionButtons={bulkActionButtons} body={ACCESSIBLE_BODY} {...(isRowSelectable ? { isRowSelectable } : {})}>
      {children}
    </Datagrid>
  );
}
