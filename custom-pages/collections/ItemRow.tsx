/** One item of the editor's ordered list: its position, name, type and lock badge, and its Move up / Move down / Remove buttons. */
import type { ReactElement } from 'react';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useTranslate, type RaRecord } from 'react-admin';
import { ItemTypeAndLock } from './ItemSearch';

export type MoveDirection = 'up' | 'down';

export interface ItemRowProps {
  id: string;
  record: RaRecord | undefined;
  position: number;
  total: number;
  controlRef: (control: MoveDirection | 'remove', element: HTMLElement | null) => void;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDrop: () => void;
}

export function ItemRow({ id, record, position, total, controlRef, onMove, onRemove, onDragStart, onDrop }: ItemRowProps): ReactElement {
  const translate = useTranslate();
  const name = typeof record?.name === 'string' ? record.name : translate('collectionsPage.items.loading');
  const button = (control: MoveDirection | 'remove', label: string, icon: ReactElement, onClick: () => void, disabled = false): ReactElement => (
    <Tooltip title={label}>
      {/* A disabled button gets no pointer events; the span keeps the tooltip working. */}
      <span>
        <IconButton ref={(el) => controlRef(control, el)} aria-label={label} onClick={onClick} disabled={disabled} size="small">
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box
      component="li"
      draggable
      onDragStart={(event: React.DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', id);
        onDragStart();
      }}
      onDragOver={(event: React.DragEvent) => event.preventDefault()}
      onDrop={(event: React.DragEvent) => {
        event.preventDefault();
        onDrop();
      }}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <DragIndicatorIcon aria-hidden color="action" sx={{ cursor: 'grab', display: { xs: 'none', sm: 'block' } }} />
      <Typography component="span" sx={{ minWidth: '2ch', textAlign: 'right' }} color="text.secondary">
        {position}.
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="span" sx={{ overflowWrap: 'anywhere', mr: 1 }}>
          {name}
        </Typography>
        {record && <ItemTypeAndLock record={record} />}
      </Box>
      <Stack direction="row" sx={{ flexShrink: 0 }}>
        {button('up', translate('collectionsPage.items.moveUp', { name }), <ArrowUpwardIcon />, () => onMove('up'), position === 1)}
        {button('down', translate('collectionsPage.items.moveDown', { name }), <ArrowDownwardIcon />, () => onMove('down'), position === total)}
        {button('remove', translate('collectionsPage.items.remove', { name }), <DeleteIcon />, onRemove)}
      </Stack>
    </Box>
  );
}
