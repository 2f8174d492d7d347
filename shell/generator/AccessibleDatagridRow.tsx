/**
 * A Datagrid row that a keyboard and a screen reader can use. react-admin's own row puts the
 * checkbox's aria-label on the wrapping span (axe: aria-prohibited-attr) and leaves the checkbox
 * itself unnamed (axe: label, critical), and opens records on mouse clicks only. This row names
 * the checkbox after the record ("Select Hillcrest High School"), and a row that opens can be
 * reached with Tab and opened with Enter, like a link.
 */
import { Children, isValidElement, type KeyboardEvent, type MouseEvent, type ReactElement } from 'react';
import { Checkbox, TableCell, TableRow } from '@mui/material';
import clsx from 'clsx';
import {
  DatagridCell,
  DatagridClasses,
  useGetPathForRecordCallback,
  useGetRecordRepresentation,
  useNavigate,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type DatagridRowProps,
  type RaRecord,
} from 'react-admin';

import { resourceByName } from '../../resources';
import { recordTitle } from '../../resources/kit';
import { useTitleWords } from './useRecordTitle';

type FieldElement = ReactElement<{ source?: string; cellClassName?: string; textAlign?: 'left' | 'right' | 'center' }>;

/**
 * The record's name as text, for labels: its representation when that is text, else its title
 * from its own fields in words (a session's start, an enum's label; related records' titles are
 * not fetched per row), else its id.
 */
export function useRecordName(resource: string): (record: RaRecord) => string {
  const represent = useGetRecordRepresentation(resource);
  const def = resourceByName(resource);
  const words = useTitleWords(def);
  return (record) => {
    const name: unknown = represent(record);
    if (typeof name === 'string' || typeof name === 'number') return String(name);
    return (def && recordTitle(def, record, undefined, words)) ?? `#${record.id}`;
  };
}

export function AccessibleDatagridRow(props: DatagridRowProps): ReactElement | null {
  const { children, className, hasBulkActions = false, hover = true, id, onToggleItem, rowClick, selected = false, selectable = true, style, sx } = props;
  const record = useRecordContext(props);
  const resource = useResourceContext(props) ?? '';
  const translate = useTranslate();
  const nameOf = useRecordName(resource);
  const getPathForRecord = useGetPathForRecordCallback();
  const navigate = useNavigate();
  if (!record || id === undefined) return null;

  const link = typeof rowClick === 'function' ? rowClick(record.id, resource, record) : rowClick;
  const opens = link !== false && link !== undefined;
  const open = async (): Promise<void> => {
    const target = await link;
    if (target === false || target === undefined || target === 'expand' || target === 'toggleSelection') return;
    const path = await getPathForRecord({ record, resource, link: target });
    if (path) navigate(path, { state: { _scrollToTop: true } });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>): void => {
    // Only the row itself: Enter on a link or the checkbox inside it does their own thing.
    if (event.key === 'Enter' && event.target === event.currentTarget) void open();
  };
  const toggle = (event: MouseEvent<HTMLButtonElement>): void => {
    event.stopPropagation();
    if (selectable && onToggleItem) onToggleItem(id, event);
  };

  return (
    <TableRow
      className={clsx(className, { [DatagridClasses.selectable]: selectable, [DatagridClasses.clickableRow]: opens })}
      style={style}
      sx={[{ '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      hover={hover}
      selected={selected}
      {...(opens ? { tabIndex: 0, onClick: () => void open(), onKeyDown } : {})}
    >
      {hasBulkActions && (
        <TableCell padding="checkbox">
          <Checkbox
            slotProps={{ input: { 'aria-label': translate('shell.list.selectRow', { name: nameOf(record) }) } }}
            color="primary"
            className={clsx('select-item', DatagridClasses.checkbox)}
            checked={selectable && selected}
            onClick={toggle}
            disabled={!selectable}
          />
        </TableCell>
      )}
      {Children.map(children, (field, index) =>
        isValidElement(field) ? (
          <DatagridCell
            key={`${id}-${(field as FieldElement).props.source ?? index}`}
            className={clsx(`column-${(field as FieldElement).props.source}`, DatagridClasses.rowCell)}
            record={record}
            resource={resource}
            field={field as FieldElement}
          />
        ) : null,
      )}
    </TableRow>
  );
}
