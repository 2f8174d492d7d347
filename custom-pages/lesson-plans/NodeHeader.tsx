/**
 * The heading row of an activity or a task: drag handle, "Activity 2: Warm-up", Move up / Move
 * down and Remove — the controls only when the plan may be edited.
 */
import type { ReactElement } from 'react';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { TranslateFunction as Translate } from 'react-admin';
import { DragHandle, ReorderButtons, type DragProps } from '../../ui/ReorderControls';

const UNTITLED = { activity: 'lessonPlansPage.editor.untitledActivity', task: 'lessonPlansPage.editor.untitledTask' } as const;
const HEADING = { activity: 'lessonPlansPage.editor.activityHeading', task: 'lessonPlansPage.editor.taskHeading' } as const;

/** An activity's or task's name as typed, else "Untitled … {position}": one rule for headings, labels and announcements. */
export function nodeName(translate: Translate, kind: 'activity' | 'task', values: Record<string, unknown>, index: number): string {
  return String(values.name ?? '').trim() || translate(UNTITLED[kind], { position: index + 1 });
}

/** The card's heading: "Activity 2: Warm-up", or the untitled name while it has none. */
export function nodeHeading(translate: Translate, kind: 'activity' | 'task', values: Record<string, unknown>, index: number): string {
  const typed = String(values.name ?? '').trim();
  return typed ? translate(HEADING[kind], { position: index + 1, name: typed }) : nodeName(translate, kind, values, index);
}

export interface NodeHeaderProps {
  headingId: string;
  heading: string;
  level: 'h3' | 'h4';
  itemKey: string;
  /** The item's name for the controls' labels. */
  name: string;
  index: number;
  count: number;
  readOnly: boolean;
  drag: DragProps['handle'];
  onMove(to: number): void;
  removeLabel: string;
  onRemove(): void;
}

export function NodeHeader(props: NodeHeaderProps): ReactElement {
  const { headingId, heading, level, readOnly, removeLabel, onRemove } = props;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mb: 1 }}>
      {!readOnly && <DragHandle handle={props.drag} />}
      <Typography id={headingId} component={level} variant={level === 'h3' ? 'subtitle1' : 'subtitle2'} sx={{ flexGrow: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      {!readOnly && <ReorderButtons itemKey={props.itemKey} name={props.name} index={props.index} count={props.count} onMove={props.onMove} />}
      {!readOnly && (
        <Tooltip title={removeLabel}>
          <IconButton size="small" aria-label={removeLabel} onClick={onRemove}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
