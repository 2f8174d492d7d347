/**
 * Starting a lesson from a plan (seed 1 and 4): one of domain/lessons.ts `LESSON_START_CHOICES`
 * (each teaching mode, and the quick session: a remote lesson with no class, where students type
 * their name), the class when the choice has one (a picker of the school's active classes) and,
 * for remote lessons, the pacing. `POST /lessons`; a plan already active for that class is refused with 809
 * `lessonActive`, said here with a link to that lesson. On success the lesson's page opens.
 */
import { useEffect, useId, useState, type FormEvent, type ReactElement } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { HttpError, useBasename, useDataProvider, useNotify, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { LESSON_START_CHOICES, PACINGS, type LessonStartChoice, type LessonStartChoiceId, type Pacing } from '../../domain/lessons';
import { hasIdentifier } from '../lesson-plans/usePlanActions';
import { lessonPath } from './paths';
import { classDisplayName } from './lessonRecords';

/** The school's active classes for the picker (one request; a school has far fewer). */
const CLASS_PAGE = 500;

type Classes = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; records: RaRecord[] };

function useActiveClasses(enabled: boolean): Classes {
  const dataProvider = useDataProvider();
  const [classes, setClasses] = useState<Classes>({ state: 'loading' });
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    dataProvider
      .getList('classes', { filter: { state: 'active' }, sort: { field: 'className', order: 'ASC' }, pagination: { page: 1, perPage: CLASS_PAGE } })
      .then(({ data }) => live && setClasses({ state: 'ready', records: data }))
      .catch(() => live && setClasses({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [dataProvider, enabled]);
  return classes;
}

/** What POST /lessons is sent for each choice: front-of-class lessons follow the teacher. */
export function startLessonData(planId: Identifier, choice: LessonStartChoice, pacing: Pacing, classId: string): Record<string, unknown> {
  const { mode } = choice;
  const data: Record<string, unknown> = { mode, pacing: mode === 'remote' ? pacing : 'teacher', lessonPlanId: planId };
  if (choice.withClass) data.classId = classId;
  return data;
}

const choiceOf = (id: LessonStartChoiceId): LessonStartChoice => LESSON_START_CHOICES.find((c) => c.id === id) ?? LESSON_START_CHOICES[0];

type Refusal = { kind: 'active'; lessonId: string | undefined } | { kind: 'message'; message: string } | null;

export interface StartLessonDialogProps {
  plan: RaRecord;
  open: boolean;
  onClose: () => void;
}

export function StartLessonDialog({ plan, open, onClose }: StartLessonDialogProps): ReactElement {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const titleId = useId();
  const [choiceId, setChoiceId] = useState<LessonStartChoiceId>('front_class');
  const [pacing, setPacing] = useState<Pacing>('teacher');
  const [classId, setClassId] = useState('');
  const [classMissing, setClassMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const choice = choiceOf(choiceId);
  const needsClass = choice.withClass;
  const classes = useActiveClasses(open);
  const name = String(plan.name ?? '');

  // The lesson already active for this plan and class, for the 809 link.
  const findActive = async (): Promise<string | undefined> => {
    try {
      const { data } = await dataProvider.getList('lessons', {
        filter: { lessonPlan: plan.id, class: classId, state: 'active' },
        sort: { field: 'startDate', order: 'DESC' },
        pagination: { page: 1, perPage: 1 },
      });
      return data[0] ? String(data[0].id) : undefined;
    } catch {
      return undefined;
    }
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setRefusal(null);
    if (needsClass && classId === '') {
      setClassMissing(true);
      return;
    }
    setBusy(true);
    let lessonId: Identifier;
    try {
      ({ data: { id: lessonId } } = await dataProvider.create('lessons', { data: startLessonData(plan.id, choice, pacing, classId) }));
    } catch (error) {
      if (hasIdentifier(error, 'lessonActive') || (error instanceof HttpError && error.status === 409))
        setRefusal({ kind: 'active', lessonId: await findActive() });
      else setRefusal({ kind: 'message', message: error instanceof HttpError ? error.message : 'errors.api.default' });
      setBusy(false);
      return;
    }
    // Still busy: the router draws the lesson's page in a transition, so this dialog stays on
    // screen until that page has loaded, and a second press would start a second lesson.
    notify('lessonsPage.toasts.started', { type: 'success' });
    onClose();
    navigate(lessonPath(basename, lessonId));
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{translate('lessonsPage.start.title', { name })}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <FormControl>
              <FormLabel id={`${titleId}-mode`}>{translate('lessonsPage.start.mode')}</FormLabel>
              <RadioGroup aria-labelledby={`${titleId}-mode`} value={choiceId} onChange={(e) => { setChoiceId(e.target.value as LessonStartChoiceId); setRefusal(null); }}>
                {LESSON_START_CHOICES.map((c) => (
                  <FormControlLabel key={c.id} value={c.id} control={<Radio />} label={translate(`lessonsPage.startChoices.${c.id}`)} />
                ))}
              </RadioGroup>
            </FormControl>
            {needsClass && (
              classes.state === 'loading' ? (
                <CircularProgress size={24} aria-label={translate('shell.loading')} />
              ) : classes.state === 'failed' ? (
                <Alert severity="error">{translate('lessonsPage.start.classesFailed')}</Alert>
              ) : classes.records.length === 0 ? (
                <Alert severity="info">{translate('lessonsPage.start.noClasses')}</Alert>
              ) : (
                <TextField
                  select
                  required
                  label={translate('lessonsPage.start.class')}
                  value={classId}
                  onChange={(e) => { setClassId(e.target.value); setClassMissing(false); setRefusal(null); }}
                  error={classMissing}
                  helperText={classMissing ? translate('lessonsPage.start.chooseClass') : undefined}
                >
                  {classes.records.map((c) => (
                    <MenuItem key={c.id} value={String(c.id)}>
                      {classDisplayName(c) ?? String(c.id)}
                    </MenuItem>
                  ))}
                </TextField>
              )
            )}
            {choice.mode === 'remote' && (
              <FormControl>
                <FormLabel id={`${titleId}-pacing`}>{translate('lessonsPage.start.pacing')}</FormLabel>
                <RadioGroup aria-labelledby={`${titleId}-pacing`} value={pacing} onChange={(e) => setPacing(e.target.value as Pacing)}>
                  {PACINGS.map((p) => (
                    <FormControlLabel key={p} value={p} control={<Radio />} label={translate(`lessonsPage.pacings.${p}`)} />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
            {refusal?.kind === 'active' && (
              <Alert severity="warning" role="alert">
                {translate('lessonsPage.start.active')}
                {refusal.lessonId && (
                  <>
                    {' '}
                    <Link component={RouterLink} to={lessonPath(basename, refusal.lessonId)} onClick={onClose}>
                      {translate('lessonsPage.start.openActive')}
                    </Link>
                  </>
                )}
              </Alert>
            )}
            {refusal?.kind === 'message' && (
              <Alert severity="error" role="alert">
                {translate(refusal.message, { _: refusal.message })}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('lessonsPage.start.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || (needsClass && classes.state === 'ready' && classes.records.length === 0)}>
            {translate('lessonsPage.start.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
