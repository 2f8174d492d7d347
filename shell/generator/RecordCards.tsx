/**
 * A list as one column of cards, below the tablet width (seed section 9: 940 px), where a table
 * of five or more columns was twice as wide as a 420 px phone. Each card shows the same columns
 * as the table, label above value, under the record's name; the name is a link to the record
 * when the row would open (a plain link: Tab reaches it, Enter opens it).
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  FieldTitle,
  ListNoResults,
  RecordContextProvider,
  useCreatePath,
  useGetRecordRepresentation,
  useListContext,
  useResourceContext,
  type RaRecord,
  type RowClickFunction,
} from 'react-admin';
import { useRecordName } from './AccessibleDatagridRow';
import { RecordTitle } from './RecordTitle';

export type RecordOpen = 'edit' | 'show' | false;

export interface RecordCardsProps {
  /** The same columns the table shows (field elements with `source` and `label`). */
  children: ReactNode;
  /** Where a record opens, as the table's `rowClick` says (functions must answer synchronously). */
  rowClick: RecordOpen | RowClickFunction;
}

type ColumnElement = ReactElement<{ source?: string; label?: string | false }>;

/** Where the card's name links: the record's edit or show screen, a page of its own (a path, as a table's rowClick may answer), or nowhere. */
function openOf(rowClick: RecordCardsProps['rowClick'], record: RaRecord, resource: string): RecordOpen | `/${string}` {
  const link = typeof rowClick === 'function' ? rowClick(record.id, resource, record) : rowClick;
  if (typeof link === 'string' && link.startsWith('/')) return link as `/${string}`;
  return link === 'edit' || link === 'show' ? link : false;
}

export function RecordCards({ children, rowClick }: RecordCardsProps): ReactElement | null {
  const { data, isPending } = useListContext();
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  const nameOf = useRecordName(resource);
  // A title naming related records is the element that resolves them (a licensing's school).
  const representation = useGetRecordRepresentation(resource);
  const columns = Children.toArray(children).filter(isValidElement) as ColumnElement[];
  // Columns without a source are row actions (Restore): shown under the values, without a label.
  const labelled = columns.filter((c) => c.props.source);
  const actions = columns.filter((c) => !c.props.source);
  if (isPending) return null;
  // What the table says when empty (naming the records; with filters, a way to clear them).
  if (!data || data.length === 0) return <ListNoResults />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
      {data.map((record) => {
        const open = openOf(rowClick, record, resource);
        const name = isValidElement(representation(record)) ? <RecordTitle /> : nameOf(record);
        return (
          <Card component="li" key={record.id} variant="outlined">
            <RecordContextProvider value={record}>
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {open ? (
                    <Link component={RouterLink} to={open.startsWith('/') ? open : createPath({ resource, id: record.id, type: open as 'edit' | 'show' })}>
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </Typography>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 1, rowGap: 0.5 }}>
                  {labelled.map((column) => (
                    <Box key={column.props.source} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        <FieldTitle label={column.props.label || undefined} source={column.props.source} resource={resource} />
                      </Typography>
                      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                        {column}
                      </Box>
                    </Box>
                  ))}
                </Box>
                {actions.length > 0 && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>{actions}</Box>}
              </CardContent>
            </RecordContextProvider>
          </Card>
        );
      })}
    </Box>
  );
}
