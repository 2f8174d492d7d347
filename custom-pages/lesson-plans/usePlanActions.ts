/**
 * What a teacher does to a whole plan from the library or the editor (seed 4 and 8):
 * - duplicate any plan they can open: `POST /lesson_plans/{id}/duplicates` named with the
 *   translated copy marker (`copyName`), toast `lessonPlanDuplicated`, then open the copy;
 * - share with or unshare from their school (author only): PATCH `sharedWithSchool`; a refusal
 *   reads `lessonShare`;
 * - delete (author only); a plan in use is refused with `lessonPlanInUseDelete`.
 */
import { useBusy } from '../useBusy';
import { HttpError, useBasename, useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { lesson_plans } from '../../resources';
import { copyName } from '../../domain/library';
import type { ErrorBody } from '../../dataProvider/errors';
import type { EduDataProvider } from '../../dataProvider';
import { usePlanPaths } from './planPaths';

const NAME_MAX = lesson_plans.attributes.name.maxLength ?? Number.MAX_SAFE_INTEGER;

/** Whether a refusal carries this error identifier (seed 8). */
export function hasIdentifier(error: unknown, identifier: string): boolean {
  if (!(error instanceof HttpError)) return false;
  return ((error.body as ErrorBody | undefined)?.jsonApiErrors ?? []).some((e) => e.meta?.error_identifier === identifier);
}

const messageOf = (error: unknown): string => (error instanceof HttpError ? error.message : 'errors.api.default');

export interface PlanActions {
  busy: boolean;
  duplicate(plan: RaRecord): Promise<void>;
  setShared(plan: RaRecord, shared: boolean): Promise<void>;
  /** Resolves to 'inUse' when the server refuses because a lesson uses the plan. */
  remove(plan: RaRecord): Promise<'deleted' | 'inUse' | 'failed'>;
}

export function usePlanActions(): PlanActions {
  const dataProvider = useDataProvider<EduDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const basename = useBasename();
  const paths = usePlanPaths();
  const { busy, guarded } = useBusy();

  return {
    busy,
    duplicate: (plan) =>
      guarded(async () => {
        const name = copyName(translate('resources.lesson_plans.copyMarker'), String(plan.name ?? ''), NAME_MAX);
        try {
          const { data } = await dataProvider.memberAction('lesson_plans', { id: plan.id, action: 'duplicates', type: lesson_plans.type, data: { name } });
          notify('errors.api.lessonPlanDuplicated', { type: 'success' });
          if (data) navigate(paths.plan(basename, data.id));
        } catch (error) {
          notify(messageOf(error), { type: 'error' });
        }
      }),
    setShared: (plan, shared) =>
      guarded(async () => {
        try {
          await dataProvider.update('lesson_plans', { id: plan.id, data: { sharedWithSchool: shared }, previousData: plan });
          notify(shared ? 'lessonPlansPage.toasts.shared' : 'lessonPlansPage.toasts.unshared', { type: 'success' });
          refresh();
        } catch (error) {
          // Any refusal reads as the seed's `lessonShare`; a lost connection says so instead.
          const refused = error instanceof HttpError && error.status >= 400 && error.status < 500;
          notify(refused ? 'errors.api.lessonShare' : messageOf(error), { type: 'error' });
        }
      }),
    remove: (plan) =>
      guarded(async () => {
        try {
          await dataProvider.delete('lesson_plans', { id: plan.id, previousData: plan });
          notify('lessonPlansPage.toasts.deleted', { type: 'success' });
          refresh();
          return 'deleted' as const;
        } catch (error) {
          if (hasIdentifier(error, 'lessonPlanInUseDelete')) return 'inUse' as const;
          notify(messageOf(error), { type: 'error' });
          return 'failed' as const;
        }
      }),
  };
}
