/**
 * The fields a task's type adds (seed 3 and 9, domain/taskTypes.ts): a multiple-choice task's
 * choices (at most TASK_CHOICES_MAX), single or multiple selection and, in quiz mode (issue 25),
 * which choices are correct (a "Correct" checkbox per choice; one only for a single-answer task,
 * and a mark follows its choice when the choice is renamed or removed); a rating task's style
 * (5 stars or a numeral scale) with its minimum and maximum labels; a content task's library item.
 */
import type { ReactElement } from 'react';
import { Box, Button, Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel, IconButton, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import { RATING_STYLES, RATING_TOTAL_DEFAULT, TASK_CHOICES_MAX } from '../../domain/constants';
import { useNodeField } from './EditorContext';
import { NodeTextField } from './NodeFields';
import { ContentPicker } from './RecordPicker';
import type { NodeRef } from './planTree';

const TASK_FIELDS_KEY = 'resources.lesson_plan_tasks.fields';

/**
 * The correct choices after the choices change: a choice edited in place keeps its mark under its
 * new text; a removed choice loses it; an added one changes nothing.
 */
export function followChoices(correct: readonly string[], before: readonly string[], after: readonly string[]): string[] {
  if (after.length !== before.length) return correct.filter((c) => after.includes(c));
  return before.flatMap((choice, i) => (correct.includes(choice) ? [after[i]!] : []));
}

function ChoicesEditor({ task }: { task: NodeRef }): ReactElement {
  const translate = useTranslate();
  const bound = useNodeField(task, 'choices');
  const selection = useNodeField(task, 'multipleSelection');
  const correctField = useNodeField(task, 'correctChoices');
  const choices = Array.isArray(bound.value) ? bound.value.map(String) : [];
  const correct = Array.isArray(correctField.value) ? correctField.value.map(String) : [];
  const errorId = `${bound.id}-error`;
  const correctErrorId = `${correctField.id}-error`;
  const set = (next: string[]): void => {
    const followed = followChoices(correct, choices, next);
    bound.setValue(next);
    if (followed.join('\n') !== correct.join('\n')) correctField.setValue(followed);
  };
  const mark = (choice: string, on: boolean): void => {
    if (!on) correctField.setValue(correct.filter((c) => c !== choice));
    // A single-answer task has one correct choice: ticking another moves the mark.
    else correctField.setValue(selection.value === true ? [...correct, choice] : [choice]);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControl component="fieldset" error={bound.error !== undefined}>
        <FormLabel component="legend">{translate('lessonPlansPage.editor.choices.label')}</FormLabel>
        <Stack component="ol" sx={{ gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {choices.map((choice, i) => (
            <Stack key={i} component="li" direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              <FormControlLabel
                sx={{ mr: 0, flexShrink: 0 }}
                label={translate('lessonPlansPage.editor.choices.correct')}
                control={
                  <Checkbox
                    checked={choice.trim() !== '' && correct.includes(choice)}
                    disabled={bound.readOnly || choice.trim() === ''}
                    onChange={(e) => mark(choice, e.target.checked)}
                    slotProps={{ input: { 'aria-label': translate('lessonPlansPage.editor.choices.correctLabel', { number: i + 1 }), 'aria-describedby': correctField.error ? correctErrorId : undefined } }}
                  />
                }
              />
              <TextField
                id={`${bound.id}-${i}`}
                label={translate('lessonPlansPage.editor.choices.choice', { number: i + 1 })}
                value={choice}
                onChange={(e) => set(choices.map((c, j) => (j === i ? e.target.value : c)))}
                onBlur={bound.onBlur}
                size="small"
                fullWidth
                disabled={bound.readOnly}
                error={bound.error !== undefined && choice.trim() === ''}
                slotProps={{ htmlInput: { readOnly: bound.readOnly, 'aria-describedby': bound.error ? errorId : undefined } }}
              />
              {!bound.readOnly && (
                <IconButton aria-label={translate('lessonPlansPage.editor.choices.remove', { number: i + 1 })} onClick={() => set(choices.filter((_c, j) => j !== i))}>
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Stack>
          ))}
        </Stack>
        {bound.error && (
          <FormHelperText id={errorId} role="alert">
            {bound.error}
          </FormHelperText>
        )}
        {correctField.error && (
          <FormHelperText id={correctErrorId} role="alert">
            {correctField.error}
          </FormHelperText>
        )}
        {!bound.readOnly && <FormHelperText>{translate('lessonPlansPage.editor.choices.correctHint')}</FormHelperText>}
        {/* The server keeps only filled-in choices (domain/taskTypes.ts cleanChoices): say so before they vanish. */}
        {!bound.readOnly && choices.some((c) => c.trim() === '') && (
          <FormHelperText>{translate('lessonPlansPage.editor.choices.blankNotSaved')}</FormHelperText>
        )}
        {!bound.readOnly && (
          <Box sx={{ mt: 1 }}>
            <Button size="small" startIcon={<AddIcon />} disabled={choices.length >= TASK_CHOICES_MAX} onClick={() => set([...choices, ''])}>
              {translate('lessonPlansPage.editor.choices.add')}
            </Button>
            {choices.length >= TASK_CHOICES_MAX && <FormHelperText>{translate('lessonPlansPage.editor.choices.max', { count: TASK_CHOICES_MAX })}</FormHelperText>}
          </Box>
        )}
      </FormControl>
      <FormControl component="fieldset" disabled={selection.readOnly}>
        <FormLabel component="legend">{translate('lessonPlansPage.editor.choices.selection')}</FormLabel>
        <RadioGroup
          row
          value={selection.value === true ? 'multiple' : 'single'}
          onChange={(e) => {
            const multiple = e.target.value === 'multiple';
            selection.setValue(multiple);
            // Back to one answer: only the first correct choice stays correct.
            if (!multiple && correct.length > 1) correctField.setValue(correct.slice(0, 1));
          }}
        >
          <FormControlLabel value="single" control={<Radio />} label={translate('lessonPlansPage.editor.choices.single')} />
          <FormControlLabel value="multiple" control={<Radio />} label={translate('lessonPlansPage.editor.choices.multiple')} />
        </RadioGroup>
      </FormControl>
    </Box>
  );
}

function RatingEditor({ task }: { task: NodeRef }): ReactElement {
  const translate = useTranslate();
  const style = useNodeField(task, 'ratingStyle');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControl component="fieldset" disabled={style.readOnly} error={style.error !== undefined}>
        <FormLabel component="legend">{translate(`${TASK_FIELDS_KEY}.ratingStyle`)}</FormLabel>
        <RadioGroup row value={typeof style.value === 'string' ? style.value : ''} onChange={(e) => style.setValue(e.target.value)}>
          {RATING_STYLES.map((s) => (
            <FormControlLabel key={s} value={s} control={<Radio />} label={translate(`resources.lesson_plan_tasks.values.ratingStyle.${s}`)} />
          ))}
        </RadioGroup>
        {style.error && <FormHelperText role="alert">{style.error}</FormHelperText>}
      </FormControl>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <NodeTextField node={task} field="minLabel" />
        <NodeTextField node={task} field="maxLabel" />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('lessonPlansPage.editor.rating.preview', { count: RATING_TOTAL_DEFAULT })}
      </Typography>
    </Box>
  );
}

function ContentEditor({ task }: { task: NodeRef }): ReactElement {
  const translate = useTranslate();
  const bound = useNodeField(task, 'contentId');
  return <ContentPicker bound={bound} label={translate('lessonPlansPage.editor.content.label')} />;
}

export function TaskTypeFields({ task, taskType }: { task: NodeRef; taskType: unknown }): ReactElement | null {
  if (taskType === 'multiple_choice') return <ChoicesEditor task={task} />;
  if (taskType === 'rating') return <RatingEditor task={task} />;
  if (taskType === 'content') return <ContentEditor task={task} />;
  return null;
}
