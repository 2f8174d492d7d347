/**
 * The viewer as the generator needs it: the kit's `ViewerFacts`, read from react-admin's
 * permissions (the authProvider's `getPermissions()` resolves the full Viewer, a superset).
 */
import { usePermissions } from 'react-admin';
import { USER_ROLES } from '../../domain/roles';
import type { ViewerFacts } from '../../resources/kit';

export function isViewerFacts(value: unknown): value is ViewerFacts {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.role === 'string' &&
    (USER_ROLES as readonly string[]).includes(v.role) &&
    Array.isArray(v.permissions) &&
    (v.organizationId === null || typeof v.organizationId === 'string') &&
    typeof v.organizationAdmin === 'boolean'
  );
}

/** The signed-in viewer, or undefined while loading or without an auth provider. */
export function useViewerFacts(): ViewerFacts | undefined {
  const { permissions } = usePermissions<unknown>();
  return isViewerFacts(permissions) ? permissions : undefined;
}
