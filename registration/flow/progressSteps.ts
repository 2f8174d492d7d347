/**
 * The wizard's 4-step progress bar (seed section 2.3): which step a route belongs to, hidden
 * on the organisation-type page, and the icons of each path.
 */
import { PATHS } from '../paths';
import type { SignUpType } from './signUpFlow';

export const PROGRESS_STEP_COUNT = 4;

const STEP_OF_PATH: Record<string, number> = {
  [PATHS.userType]: 0,
  [PATHS.organization]: 1,
  [PATHS.organizationExisting]: 1,
  [PATHS.parentResources]: 1,
  [PATHS.setPassword]: 2,
  [PATHS.settingAccount]: 2,
  [PATHS.teachers]: 2,
  [PATHS.createChildren]: 2,
  [PATHS.plan]: 2,
  [PATHS.confirmSkip]: 2,
  [PATHS.done]: 3,
  [PATHS.complete]: 3,
  [PATHS.invitesSent]: 3,
};

/** The active step of a path, or null when the bar is hidden (organisation type, other pages). */
export function progressStep(pathname: string): number | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path in STEP_OF_PATH) return STEP_OF_PATH[path] ?? null;
  if (/^\/meetings\/[^/]+\/register$/.test(path)) return 2;
  if (/^\/meetings\/[^/]+\/attendance\/[^/]+\/(book|invite)$/.test(path) || /^\/webinar\/[^/]+\/register$/.test(path)) return 3;
  return null;
}

export type StepIcon = 'user' | 'school' | 'key' | 'users' | 'logo';

/** Teacher/organisation path: user, school, key, logo. Parent path: key, user, users, logo. */
export function progressIcons(type: SignUpType): readonly StepIcon[] {
  return type === 'parent' ? ['key', 'user', 'users', 'logo'] : ['user', 'school', 'key', 'logo'];
}

export type StepState = 'done' | 'active' | 'todo';

export function stepStates(active: number): StepState[] {
  return Array.from({ length: PROGRESS_STEP_COUNT }, (_, i) => (i < active ? 'done' : i === active ? 'active' : 'todo'));
}
