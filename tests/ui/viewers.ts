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
    allowStudentApp: true,
    isTrialing: false,
    subscribed: true,
    daysUntilTrialExpires: null,
    offer: null,
    licenseType: null,
    usageTotals: {},
    organizationId: '9',
    organization: null,
    included: {},
    record: { id: '42' },
    ...extra,
  };
}

const noSchool = { organizationId: null };

/** The personas of the integration test world (tests/support/testApp.ts `buildWorld`), as console viewers. */
export const PERSONA_VIEWERS = {
  superUser: viewer('admin', ['super_user'], noSchool),
  orgAdminPerm: viewer('admin', ['org_admin'], noSchool),
  licensingAdmin: viewer('admin', ['licensing_admin'], noSchool),
  tagManager: viewer('admin', ['tag_manager'], noSchool),
  meetingAdmin: viewer('admin', ['meeting_admin'], noSchool),
  contentManager: viewer('admin', ['content_manager'], noSchool),
  schoolAdminA: viewer('teacher', [], { organizationAdmin: true }),
  teacherA: viewer('teacher'),
  teacherB: viewer('teacher', [], { organizationId: '10' }),
  studentA: viewer('student'),
  parent: viewer('parent', [], noSchool),
  child: viewer('home_student', [], noSchool),
} as const satisfies Record<string, Viewer>;
