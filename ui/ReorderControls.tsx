/**
 * Re-ordering activities and tasks with the keyboard as well as the mouse (issue 10):
 * - Move up / Move down buttons named after the item ("Move Warm-up down"). They stay focusable
 *   at the ends of the list (`aria-disabled`), and the pressed one keeps focus once the item has
 *   moved, so a teacher can press it again; the new position is announced politely.
 * - A drag handle for the mouse (HTML drag and drop), hidden from assistive technology, which
 *   has the buttons.
 */
import { useLayoutEffect, useRef, type DragEvent, type ReactElement } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useTranslate } from 'react-admin';

/** The id of the move button that should hold focus after the next render (one editor at a time). */
const focusAfterMove: { id: string | null } = { id: null };

export interface ReorderButtonsProps {
  /** The item's key, unique in the editor. */
  itemKey: string;
  /** The item's name as the teacher typed it (or a placeholder name). */
  name: string;
  index: number;
  count: number;
  onMove(to: number): void;
}

export const moveButtonId = (itemKey: string, direction: 'up' | 'down'): string => `lp-move-${direction}-${itemKey}`;

function MoveButton({ itemKey, name, index, count, onMove, direction }: ReorderButtonsProps & { direction: 'up' | 'down' }): ReactElement {
  const translate = useTranslate();
  const id = moveButtonId(itemKey, direction);
  const to = direction === 'up' ? index - 1 : index + 1;
  const atEdge = to < 0 || to >= count;
  const label = translate(`lessonPlansPage.editor.move.${direction}`, { name });
  return (
    <Tooltip title={label}>
      <IconButton
        id={id}
        size="small"
        aria-label={label}
        aria-disabled={atEdge || undefined}
        sx={atEdge ? { opacity: 0.38, cursor: 'default' } : undefined}
        onClick={() => {
          if (atEdge) return;
          focusAfterMove.id = id;
          onMove(to);
        }}
      >
        {direction === 'up' ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

export function ReorderButtons(props: ReorderButtonsProps): ReactElement {
  const { itemKey, index } = props;
  // The list re-renders with the item elsewhere; React may have moved its element, which drops focus.
  useLayoutEffect(() => {
    for (const direction of ['up', 'down'] as const) {
      const id = moveButtonId(itemKey, direction);
      if (focusAfterMove.id !== id) continue;
      focusAfterMove.id = null;
      document.getElementById(id)?.focus();
    }
  }, [itemKey, index]);
  return (
    <Box sx={{ display: 'flex', flexShrink: 0 }}>
      <MoveButton {...props} direction="up" />
      <MoveButton {...props} direction="down" />
    </Box>
  );
}

export interface DragProps {
  handle: { draggable: true; onDragStart(e: DragEvent): void; onDragEnd(): void };
  target: { onDragOver(e: DragEvent): void; onDrop(e: DragEvent): void };
}

/** Drag and drop within one list: drop an item on another to take its place. */
export function useDragReorder(onMove: (from: number, to: number) => void): (index: number) => DragProps {
  const from = useRef<number | null>(null);
  return (index) => ({
    handle: {
      draggable: true,
      onDragStart: (e) => {
        // Tasks sit inside activities: a task's drag is not the activity's.
        e.stopPropagation();
        from.current = index;
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(index));
      },
      onDragEnd: () => {
        from.current = null;
      },
    },
    target: {
      onDragOver: (e) => {
        if (from.current !== null) e.preventDefault();
      },
      onDrop: (e) => {
        if (from.current === null) return;
        e.preventDefault();
        e.stopPropagation();
        if (from.current !== index) onMove(from.current, index);
        from.current = null;
      },
    },
  });
}

export function DragHandle({ handle }: { handle: DragProps['handle'] }): ReactElement {
  return (
    <Box {...handle} aria-hidden sx={{ cursor: 'grab', display: 'flex', alignItems: 'center', color: 'text.secondary' }}>
      <DragIndicatorIcon fontSize="small" />
    </Box>
  );
}
