/**
 * /app/lesson-plans/new and /app/lesson-plans/:id. Opening a plan costs one request:
 * `GET /lesson_plans/{id}?include=activities,activities.tasks,activities.tasks.content,tags`
 * (the data provider's getOne with `meta.include`; the included records come back in
 * `meta.prefetched` by resource). A new plan keeps its editor when its address moves from `new`
 * to its id, so nothing is read again and typing goes on.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import { HttpError, useBasename, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { Prefetched } from '../../dataProvider/types';
import { useViewer } from '../../shell/chrome/useViewer';
import { RedirectToNotFound } from '../../shell/pages/RedirectToNotFound';
import { OWN_NAVIGATION } from './LeaveGuard';
import { LessonPlanEditor } from './LessonPlanEditor';
import { lessonPlanPath, NEW_PLAN_SEGMENT } from './paths';

export const PLAN_INCLUDE = ['activities', 'activities.tasks', 'activities.tasks.content', 'tags'] as const;

type Loaded = { state: 'loading' } | { state: 'notFound' } | { state: 'failed' } | { state: 'ready'; plan: RaRecord; included: Prefetched };

function useLoadedPlan(id: string | undefined): Loaded {
  const dataProvider = useDataProvider();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (id === undefined) return undefined;
    let live = true;
    const abort = new AbortController();
    setLoaded({ state: 'loading' });
    dataProvider
      .getOne('lesson_plans', { id, meta: { include: PLAN_INCLUDE }, signal: abort.signal })
      .then((result) => {
        const meta = (result as { meta?: { prefetched?: Prefetched } }).meta;
        if (live) setLoaded({ state: 'ready', plan: result.data, included: meta?.prefetched ?? {} });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const missing = error instanceof HttpError && (error.status === 404 || error.status === 403);
        setLoaded({ state: missing ? 'notFound' : 'failed' });
      });
    return () => {
      live = false;
      abort.abort();
    };
  }, [dataProvider, id]);
  return loaded;
}

/** A saved plan, read in one request and opened in the editor (also the console's lesson plan edit screen). */
export function ExistingPlan({ id }: { id: string }): ReactElement {
  const translate = useTranslate();
  const loaded = useLoadedPlan(id);
  if (loaded.state === 'loading') return <CircularProgress aria-label={translate('shell.loading')} sx={{ m: 2 }} />;
  if (loaded.state === 'notFound') return <RedirectToNotFound />;
  if (loaded.state === 'failed')
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">{translate('lessonPlansPage.editor.loadFailed')}</Alert>
      </Box>
    );
  return <LessonPlanEditor plan={loaded.plan} included={loaded.included} />;
}

export function LessonPlanEditorRoute(): ReactElement {
  const translate = useTranslate();
  // Whether the plan opens editable depends on who the viewer is: wait for them.
  const viewer = useViewer();
  const { id } = useParams();
  const navigate = useNavigate();
  const basename = useBasename();
  // The id this editor gave a new plan: its address changes, its editor does not.
  const createdHere = useRef<string | undefined>(undefined);
  if (!viewer) return <CircularProgress aria-label={translate('shell.loading')} sx={{ m: 2 }} />;
  if (id === NEW_PLAN_SEGMENT || (id !== undefined && id === createdHere.current))
    return (
      <LessonPlanEditor
        key={NEW_PLAN_SEGMENT}
        onCreated={(newId) => {
          createdHere.current = newId;
          navigate(lessonPlanPath(basename, newId), { replace: true, state: OWN_NAVIGATION });
        }}
      />
    );
  if (id === undefined) return <RedirectToNotFound />;
  return <ExistingPlan key={id} id={id} />;
}
