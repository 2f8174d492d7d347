/**
 * The full Viewer (trial facts, flags, email) from react-admin's permissions: the authProvider's
 * `getPermissions()` resolves it. Undefined while loading or when signed out.
 */
import { usePermissions } from 'react-admin';
import type { Viewer } from '../../authProvider';
import { isViewerFacts } from '../generator/viewer';

export function isViewer(value: unknown): value is Viewer {
  if (!isViewerFacts(value)) return false;
  const v = value as unknown as Record<string, unknown>;
  return typeof v.isTrialing === 'boolean' && typeof v.subscribed === 'boolean' && typeof v.allowMySchool === 'boolean';
}

export function useViewer(): Viewer | undefined {
  const { permissions } = usePermissions<unknown>();
  return isViewer(permissions) ? permissions : undefined;
}
