/**
 * An activity's ordered tasks (seed 3 and 9): name, description, teacher notes, action type and
 * type, with the fields the type adds; added, removed and re-ordered like activities.
 */
import { useState, type ReactElement } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { TASK_ACTION_TYPES, TASK_TYPES } from '../../domain/constants';
import { useEditor } from './EditorContext';
import { NodeHeader, nodeHeading, nodeName } from './NodeHeader';
import { NodeSelectField, NodeTextField } from './NodeFields';
import { useDragReorder } from '../../ui/ReorderControls';
import { TaskTypeFields } from './TaskTypeFields';
import { emptyTask, mapActivity, moved, withNodeValues, withTaskType, type ActivityNode, type TaskNode } from './planTree';

interface TaskCardProps {
  task: TaskNode;
  index: number;
  count: number;
  drag: ReturnType<ReturnType<typeof useDragReorder>>;
  onMove(to: number): void;
  onRemove(): void;
  autoFocus: boolean;
}

function TaskCard({ task, index, count, drag, onMove, onRemove, autoFocus }: TaskCardProps): ReactElement {
  const translate = useTranslate();
  const editor = useEditor();
  const ref = { kind: 'task', key: task.key } as const;
  const name = nodeName(translate, 'task', task.values, index);
  const headingId = `lp-heading-${task.key}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1, sm: 1.5 } }} {...drag.target}>
      <NodeHeader
        headingId={headingId}
        heading={nodeHeading(translate, 'task', task.values, index)}
        level="h4"
        itemKey={task.key}
        name={name}
        index={index}
        count={count}
        readOnly={editor.readOnly}
        drag={drag.handle}
        onMove={onMove}
        removeLabel={translate('lessonPlansPage.editor.removeTask', { name })}
        onRemove={onRemove}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
        <NodeTextField node={ref} field="name" required autoFocus={autoFocus} />
        <NodeSelectField node={ref} field="actionType" choices={TASK_ACTION_TYPES} />
        <NodeSelectField
          node={ref}
          field="taskType"
          choices={TASK_TYPES}
          onPick={(taskType) => editor.update((tree) => withNodeValues(tree, ref, (v) => withTaskType(v, taskType)))}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        <NodeTextField node={ref} field="description" multiline />
        <NodeTextField node={ref} field="teacherNotes" multiline />
        <TaskTypeFields task={ref} taskType={task.values.taskType} />
      </Box>
    </Paper>
  );
}

export function TaskList({ activity, activityName }: { activity: ActivityNode; activityName: string }): ReactElement {
  const translate = useTranslate();
  const editor = useEditor();
  const [fresh, setFresh] = useState<string | null>(null);
  const tasks = activity.tasks;
  const setTasks = (change: (t: TaskNode[]) => TaskNode[]): void => editor.update((tree) => mapActivity(tree, activity.key, (a) => ({ ...a, tasks: change(a.tasks) })));
  const nameOf = (t: TaskNode, i: number): string => nodeName(translate, 'task', t.values, i);
  const move = (from: number, to: number): void => {
    const task = tasks[from];
    if (!task) return;
    setTasks((list) => moved(list, from, to));
    editor.announce(translate('lessonPlansPage.editor.moved', { name: nameOf(task, from), position: to + 1 }));
  };
  const drag = useDragReorder(move);
  const headingId = `lp-tasks-${activity.key}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h4" variant="subtitle2" sx={{ mb: 1 }}>
        {translate('lessonPlansPage.editor.tasks', { name: activityName })}
      </Typography>
      {tasks.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('lessonPlansPage.editor.noTasks')}
        </Typography>
      )}
      <Stack component="ol" sx={{ gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
        {tasks.map((task, i) => (
          <li key={task.key}>
            <TaskCard
              task={task}
              index={i}
              count={tasks.length}
              drag={drag(i)}
              onMove={(to) => move(i, to)}
              autoFocus={task.key === fresh}
              onRemove={() => {
                setTasks((list) => list.filter((t) => t.key !== task.key));
                editor.announce(translate('lessonPlansPage.editor.removed', { name: nameOf(task, i) }));
                document.getElementById(`lp-add-task-${activity.key}`)?.focus();
              }}
            />
          </li>
        ))}
      </Stack>
      {!editor.readOnly && (
        <Button
          id={`lp-add-task-${activity.key}`}
          size="small"
          startIcon={<AddIcon />}
          sx={{ mt: 1 }}
          onClick={() => {
            const task = emptyTask();
            setFresh(task.key);
            setTasks((list) => [...list, task]);
          }}
        >
          {translate('lessonPlansPage.editor.addTask', { name: activityName })}
        </Button>
      )}
    </Box>
  );
}
