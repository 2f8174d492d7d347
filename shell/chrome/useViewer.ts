/**
 * The full Viewer (trial facts, flags, email) from react-admin's permissions: the authProvider's
 * `getPermissions()` resolves it. Undefined while loading or when signed out.
 */
import { usePermissions } from 'react-admin';
import type { Viewer } from '../../authProvider';
import { isViewerFacts } from '../generator/viewer';

export function isViewer(value: unknown): value is Viewer {
  if (!isViewerFacts(value)) return false;
  return (
    'isTrialing' in value && typeof value.isTrialing === 'boolean' && 'subscribed' in value && typeof value.subscribed === 'boolean' && 'allowMySchool' in value && typeof value.allowMySchool === 'boolean'
  );
}

export function useViewer(): Viewer | undefined {
  const { permissions } = usePermissions<unknown>();
  return isViewer(permissions) ? permissions : undefined;
}
