/** Viewers for tests, in the authProvider's Viewer shape. */
import type { Viewer } from '../../authProvider';
import type { PermissionName, UserRole } from '../../domain/roles';

export function viewer(role: UserRole, permissions: PermissionName[] = [], extra: Partial<Viewer> = {}): Viewer {
  const type = ({ admin: 'admins', teacher: 'teachers', parent: 'parents', student: 'student', home_student: 'home_student' } as const)[role];
  return {
    id: '42',
    userId: '42',
    type,
    role,
    email: `${role}@school.example`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    permissions,
    organizationAdmin: false,
    newFeatures: false,
    allowMySchool: true,
    isTrialing: false,
    subscribed: true,
    daysUntilTrialExpires: null,
    usageTotals: {},
    organizationId: '9',
    organization: null,
    included: {},
    record: { id: '42' },
    ...extra,
  };
}
