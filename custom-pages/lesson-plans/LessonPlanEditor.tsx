/**
 * The lesson plan editor (seed 2.6 and 3): the plan's fields, its activities and their tasks,
 * saved as the teacher goes (usePlanAutoSave). It opens read-only, with Duplicate, when the plan
 * is used in a lesson (`inUse`, seed 4: `lessonPlanInUseEdit`) or is not the viewer's to edit
 * (a product plan, a colleague's shared one); the server refuses such edits too.
 */
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate, type RaRecord } from 'react-admin';
import { lesson_plans } from '../../resources';
import { grantsFor, isUnscoped } from '../../resources/kit';
import type { Prefetched } from '../../dataProvider/types';
import type { Viewer } from '../../authProvider';
import { PageTitle } from '../../shell/generator/DocumentTitle';
import { MobileNotice } from '../../shell/chrome/MobileNotice';
import { useViewer } from '../../shell/chrome/useViewer';
import { TeachButton } from '../lessons/TeachButton';
import { ActivityList } from './ActivityList';
import { EditorContext, type EditorApi } from './EditorContext';
import { LeaveGuard } from './LeaveGuard';
import { PlanFields } from './PlanFields';
import { SaveStatus } from './SaveStatus';
import { usePlanPaths } from './planPaths';
import { savedFromTree, type Saved } from './planSync';
import { EMPTY_PLAN, treeFromRecords, type PlanTree } from './planTree';
import { usePlanActions } from './usePlanActions';
import { usePlanAutoSave } from './usePlanAutoSave';

export type EditAccess = 'edit' | 'product' | 'colleague';

/** Heard, not seen (px strings: in `sx`, a bare 1 would mean 100%). */
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** Whether the viewer may edit this plan: their own, or any plan for lesson_plan_admin admins. */
export function editAccess(viewer: Viewer | undefined, plan: RaRecord | undefined): EditAccess {
  if (!plan) return 'edit';
  const grants = viewer ? grantsFor(lesson_plans.access.update, viewer) : [];
  if (grants.some(isUnscoped)) return 'edit';
  if (viewer && grants.includes('self') && String(plan.authorId ?? '') === viewer.id) return 'edit';
  return plan.organizationId == null ? 'product' : 'colleague';
}

function namesOf(included: Prefetched): Record<string, string> {
  const names: Record<string, string> = {};
  for (const resource of ['contents', 'tags'])
    for (const record of included[resource] ?? []) names[`${resource}/${String(record.id)}`] = String(record.name ?? record.id);
  return names;
}

export interface LessonPlanEditorProps {
  /** The plan as read (absent for a new one). */
  plan?: RaRecord;
  included?: Prefetched;
  onCreated?: (id: string) => void;
}

export function LessonPlanEditor({ plan, included = {}, onCreated }: LessonPlanEditorProps): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  const paths = usePlanPaths();
  const viewer = useViewer();
  const actions = usePlanActions();
  const [inUse, setInUse] = useState(plan?.inUse === true);
  const [initial] = useState<{ tree: PlanTree; saved: Saved }>(() => {
    if (!plan) return { tree: { values: EMPTY_PLAN, activities: [] }, saved: new Map() };
    const tree = treeFromRecords(plan, included);
    return { tree, saved: savedFromTree(tree, String(plan.id)) };
  });
  const auto = usePlanAutoSave({ initialTree: initial.tree, initialSaved: initial.saved, onCreated, onInUse: () => setInUse(true) });
  const access = editAccess(viewer, plan);
  const readOnly = inUse || access !== 'edit';
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const [names, setNames] = useState(() => namesOf(included));

  const touch = useCallback((key: string, field: string) => {
    setTouched((current) => (current.has(`${key}.${field}`) ? current : new Set(current).add(`${key}.${field}`)));
  }, []);
  const rememberName = useCallback((id: string, name: string) => setNames((current) => (current[id] === name ? current : { ...current, [id]: name })), []);
  // The same words twice in a row would not be heard again: the second time differs by a space.
  const announce = useCallback((text: string) => setAnnouncement((current) => (current === text ? `${text}\u00a0` : text)), []);
  const api = useMemo<EditorApi>(
    () => ({ ...auto, readOnly, isTouched: (key, field) => touched.has(`${key}.${field}`), touch, announce, names, rememberName }),
    [auto, readOnly, touched, touch, announce, names, rememberName],
  );
  const planRecord = { ...(plan ?? {}), id: auto.planId ?? '', name: auto.tree.values.name };
  const titleKey = !auto.planId ? 'lessonPlansPage.editor.newTitle' : readOnly ? 'lessonPlansPage.editor.viewTitle' : 'lessonPlansPage.editor.editTitle';

  return (
    <EditorContext.Provider value={api}>
      <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
        <PageTitle titleKey={titleKey} />
        <MobileNotice screen="lessonPlanEditor" />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Link component={RouterLink} to={paths.library(basename)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <ArrowBackIcon fontSize="small" aria-hidden />
            {translate('lessonPlansPage.editor.back')}
          </Link>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            {auto.planId && <TeachButton plan={planRecord} variant="outlined" size="medium" />}
            {readOnly ? (
              <Button variant="contained" disabled={actions.busy || !auto.planId} onClick={() => void actions.duplicate(planRecord)}>
                {translate('lessonPlansPage.actions.duplicate')}
              </Button>
            ) : (
              <SaveStatus status={auto.status} />
            )}
          </Stack>
        </Stack>
        {inUse && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('errors.api.lessonPlanInUseEdit')}
          </Alert>
        )}
        {!inUse && access !== 'edit' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate(`lessonPlansPage.editor.readOnly.${access}`)}
          </Alert>
        )}
        <PlanFields autoFocus={!plan} />
        <ActivityList />
        <Box role="status" aria-live="polite" sx={VISUALLY_HIDDEN}>
          {announcement}
        </Box>
        {!readOnly && <LeaveGuard />}
      </Box>
    </EditorContext.Provider>
  );
}
