/**
 * A task's answer: radio buttons (one choice) or checkboxes (several) for multiple choice, five
 * stars or a 1-5 numeral scale with the task's end labels for a rating, free text for a
 * discussion. "Send answer" keeps it and sends it; the status beside the button (a polite live
 * region) says "Saved" or "Waiting to send".
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { ANSWER_TEXT_MAX, RATING_TOTAL } from '../../domain/lessons';
import type { StudentTask } from '../api/lesson';
import type { AnswerValue, StoredAnswer } from './answerStore';
import { useT } from '../i18n';

const RATINGS = Array.from({ length: RATING_TOTAL }, (_, i) => i + 1);

function initialDraft(task: StudentTask, stored: StoredAnswer | undefined): AnswerValue {
  if (stored) return stored.value;
  if (task.taskType === 'multiple_choice') return { kind: 'choices', choices: [] };
  if (task.taskType === 'rating') return { kind: 'rating', rating: 0 };
  return { kind: 'text', text: '' };
}

function isEmpty(value: AnswerValue): boolean {
  if (value.kind === 'choices') return value.choices.length === 0;
  if (value.kind === 'rating') return value.rating < 1;
  return value.text.trim() === '';
}

export function AnswerStatus({ answer }: { answer: StoredAnswer | undefined }): ReactNode {
  const { t } = useT();
  let text = '';
  if (answer?.state === 'saved') text = t('student.answer.saved');
  else if (answer?.state === 'pending') text = t('student.answer.pending');
  else if (answer?.state === 'failed') text = t('student.answer.failed', { message: answer.error?.startsWith('errors.') ? t(answer.error) : (answer.error ?? '') });
  return (
    <Typography role="status" aria-live="polite" color={answer?.state === 'failed' ? 'error' : 'text.secondary'} sx={{ minHeight: 24 }}>
      {text}
    </Typography>
  );
}

interface Props {
  task: StudentTask;
  stored: StoredAnswer | undefined;
  onSave(value: AnswerValue): void;
}

export function AnswerForm({ task, stored, onSave }: Props): ReactNode {
  const { t } = useT();
  const id = useId();
  const [draft, setDraft] = useState<AnswerValue>(() => initialDraft(task, stored));
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (isEmpty(draft)) {
      setError(t('student.answer.empty'));
      return;
    }
    setError(null);
    onSave(draft);
  };
  const change = (value: AnswerValue): void => {
    setDraft(value);
    setError(null);
  };
  const errorText = error !== null ? (
    <FormHelperText id={errorId} error role="alert">
      {error}
    </FormHelperText>
  ) : null;

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {draft.kind === 'choices' ? <Choices task={task} value={draft.choices} onChange={(choices) => change({ kind: 'choices', choices })} invalid={error !== null} errorId={errorId} errorText={errorText} /> : null}
        {draft.kind === 'rating' ? <RatingScale task={task} value={draft.rating} onChange={(rating) => change({ kind: 'rating', rating })} invalid={error !== null} errorId={errorId} errorText={errorText} /> : null}
        {draft.kind === 'text' ? (
          <TextField
            id={`${id}-text`}
            label={t('student.answer.text')}
            multiline
            minRows={3}
            value={draft.text}
            onChange={(e) => change({ kind: 'text', text: e.target.value })}
            error={error !== null}
            helperText={error !== null ? <span role="alert">{error}</span> : t('student.answer.characters', { count: draft.text.length, max: ANSWER_TEXT_MAX })}
            slotProps={{ htmlInput: { maxLength: ANSWER_TEXT_MAX } }}
          />
        ) : null}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button type="submit" variant="contained">
            {stored ? t('student.answer.update') : t('student.answer.save')}
          </Button>
          <AnswerStatus answer={stored} />
        </Stack>
      </Stack>
    </Box>
  );
}

interface FieldProps<T> {
  task: StudentTask;
  value: T;
  onChange(value: T): void;
  invalid: boolean;
  errorId: string;
  errorText: ReactNode;
}

function Choices({ task, value, onChange, invalid, errorId, errorText }: FieldProps<string[]>): ReactNode {
  const { t } = useT();
  const describedBy = invalid ? errorId : undefined;
  if (!task.multipleSelection) {
    return (
      <FormControl component="fieldset" error={invalid}>
        <FormLabel component="legend">{t('student.answer.chooseOne')}</FormLabel>
        <RadioGroup value={value[0] ?? ''} onChange={(e) => onChange([e.target.value])} aria-describedby={describedBy}>
          {task.choices.map((choice, i) => (
            <FormControlLabel key={i} value={String(i)} control={<Radio />} label={choice} />
          ))}
        </RadioGroup>
        {errorText}
      </FormControl>
    );
  }
  const toggle = (index: string, checked: boolean): void => {
    const next = checked ? [...value, index] : value.filter((v) => v !== index);
    onChange([...new Set(next)].sort((a, b) => Number(a) - Number(b)));
  };
  return (
    <FormControl component="fieldset" error={invalid}>
      <FormLabel component="legend">{t('student.answer.chooseMany')}</FormLabel>
      <FormGroup aria-describedby={describedBy}>
        {task.choices.map((choice, i) => (
          <FormControlLabel
            key={i}
            control={<Checkbox checked={value.includes(String(i))} onChange={(e) => toggle(String(i), e.target.checked)} />}
            label={choice}
          />
        ))}
      </FormGroup>
      {errorText}
    </FormControl>
  );
}

function RatingScale({ task, value, onChange, invalid, errorId, errorText }: FieldProps<number>): ReactNode {
  const { t } = useT();
  const id = useId();
  const stars = task.ratingStyle !== 'numeral';
  const endsId = `${id}-ends`;
  const describedBy = [task.minLabel || task.maxLabel ? endsId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl component="fieldset" error={invalid}>
      <FormLabel component="legend">{t('student.answer.rating')}</FormLabel>
      <RadioGroup row value={value > 0 ? String(value) : ''} onChange={(e) => onChange(Number(e.target.value))} aria-describedby={describedBy}>
        {RATINGS.map((n) =>
          stars ? (
            <Radio
              key={n}
              value={String(n)}
              icon={n <= value ? <Star fontSize="large" /> : <StarBorder fontSize="large" />}
              checkedIcon={<Star fontSize="large" />}
              slotProps={{ input: { 'aria-label': t('student.answer.stars', { count: n }) } }}
              sx={{ color: 'warning.main', '&.Mui-checked': { color: 'warning.main' } }}
            />
          ) : (
            <FormControlLabel key={n} value={String(n)} control={<Radio />} label={String(n)} labelPlacement="bottom" sx={{ mx: 0.5 }} />
          ),
        )}
      </RadioGroup>
      {task.minLabel || task.maxLabel ? (
        <Stack id={endsId} direction="row" sx={{ justifyContent: 'space-between', maxWidth: 320 }}>
          <Typography variant="body2">{task.minLabel ? `1 = ${task.minLabel}` : ''}</Typography>
          <Typography variant="body2">{task.maxLabel ? `${RATING_TOTAL} = ${task.maxLabel}` : ''}</Typography>
        </Stack>
      ) : null}
      {errorText}
    </FormControl>
  );
}
