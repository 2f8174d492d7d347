/**
 * The plan's ordered activities (seed 3): name, description, duration in whole minutes under
 * 480 (ACTIVITY_DURATION_MAX, the schema's bound) and teacher notes, each with its tasks; added,
 * removed, and re-ordered with the keyboard (Move up / Move down) or the mouse (drag).
 */
import { useState, type ReactElement } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Confirm, useTranslate } from 'react-admin';
import { useEditor } from './EditorContext';
import { NodeHeader, nodeHeading, nodeName } from './NodeHeader';
import { NodeTextField } from './NodeFields';
import { useDragReorder } from '../../ui/ReorderControls';
import { TaskList } from './TaskList';
import { emptyActivity, moved, type ActivityNode } from './planTree';

const ADD_ACTIVITY_ID = 'lp-add-activity';

interface ActivityCardProps {
  activity: ActivityNode;
  index: number;
  count: number;
  drag: ReturnType<ReturnType<typeof useDragReorder>>;
  onMove(to: number): void;
  onRemove(): void;
  autoFocus: boolean;
}

function ActivityCard({ activity, index, count, drag, onMove, onRemove, autoFocus }: ActivityCardProps): ReactElement {
  const translate = useTranslate();
  const { readOnly } = useEditor();
  const [confirming, setConfirming] = useState(false);
  const ref = { kind: 'activity', key: activity.key } as const;
  const name = nodeName(translate, 'activity', activity.values, index);
  const headingId = `lp-heading-${activity.key}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1, sm: 2 } }} {...drag.target}>
      <NodeHeader
        headingId={headingId}
        heading={nodeHeading(translate, 'activity', activity.values, index)}
        level="h3"
        itemKey={activity.key}
        name={name}
        index={index}
        count={count}
        readOnly={readOnly}
        drag={drag.handle}
        onMove={onMove}
        removeLabel={translate('lessonPlansPage.editor.removeActivity', { name })}
        // Removing an activity takes its tasks along: that asks first.
        onRemove={() => (activity.tasks.length > 0 ? setConfirming(true) : onRemove())}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr' } }}>
        <NodeTextField node={ref} field="name" required autoFocus={autoFocus} />
        <NodeTextField node={ref} field="durationMinutes" numeric />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        <NodeTextField node={ref} field="description" multiline />
        <NodeTextField node={ref} field="teacherNotes" multiline />
      </Box>
      <TaskList activity={activity} activityName={name} />
      <Confirm
        isOpen={confirming}
        title="lessonPlansPage.editor.removeActivity"
        titleTranslateOptions={{ name }}
        content="lessonPlansPage.editor.removeActivityText"
        confirm="actions.yes"
        cancel="actions.no"
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}

export function ActivityList(): ReactElement {
  const translate = useTranslate();
  const editor = useEditor();
  const [fresh, setFresh] = useState<string | null>(null);
  const activities = editor.tree.activities;
  const nameOf = (a: ActivityNode, i: number): string => nodeName(translate, 'activity', a.values, i);
  const move = (from: number, to: number): void => {
    const activity = activities[from];
    if (!activity) return;
    editor.update((tree) => ({ ...tree, activities: moved(tree.activities, from, to) }));
    editor.announce(translate('lessonPlansPage.editor.moved', { name: nameOf(activity, from), position: to + 1 }));
  };
  const drag = useDragReorder(move);
  return (
    <Box component="section" aria-labelledby="lp-activities-heading">
      <Typography id="lp-activities-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('lessonPlansPage.editor.activities')}
      </Typography>
      {activities.length === 0 && <Typography sx={{ mb: 1 }}>{translate('lessonPlansPage.editor.noActivities')}</Typography>}
      <Stack component="ol" sx={{ gap: 2, listStyle: 'none', p: 0, m: 0 }}>
        {activities.map((activity, i) => (
          <li key={activity.key}>
            <ActivityCard
              activity={activity}
              index={i}
              count={activities.length}
              drag={drag(i)}
              onMove={(to) => move(i, to)}
              autoFocus={activity.key === fresh}
              onRemove={() => {
                editor.update((tree) => ({ ...tree, activities: tree.activities.filter((a) => a.key !== activity.key) }));
                editor.announce(translate('lessonPlansPage.editor.removed', { name: nameOf(activity, i) }));
                document.getElementById(ADD_ACTIVITY_ID)?.focus();
              }}
            />
          </li>
        ))}
      </Stack>
      {!editor.readOnly && (
        <Button
          id={ADD_ACTIVITY_ID}
          variant="outlined"
          startIcon={<AddIcon />}
          sx={{ mt: 2 }}
          onClick={() => {
            const activity = emptyActivity();
            setFresh(activity.key);
            editor.update((tree) => ({ ...tree, activities: [...tree.activities, activity] }));
          }}
        >
          {translate('lessonPlansPage.editor.addActivity')}
        </Button>
      )}
    </Box>
  );
}
