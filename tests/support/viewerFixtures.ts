/**
 * `GET /user` documents for the auth tests: a teacher of school 3, a super user, and variants.
 * Test fixtures only; nothing at runtime imports this file.
 */
import type { JsonApiDocument } from '../../dataProvider/types';

export interface ViewerFixture {
  id?: string;
  role?: string;
  userType?: string;
  organizationId?: string | null;
  permissions?: string[];
  organizationAdmin?: boolean;
  subscribed?: boolean;
  daysUntilTrialExpires?: number | null;
}

export function viewerDocument(f: ViewerFixture = {}): JsonApiDocument {
  const id = f.id ?? '42';
  const orgId = f.organizationId === undefined ? '3' : f.organizationId;
  return {
    data: {
      type: 'users',
      id,
      attributes: { email: 'ada@school.test', first_name: 'Ada', last_name: 'Lovelace', role: f.role ?? 'teacher' },
      relationships: { organization: { data: orgId === null ? null : { type: 'organizations', id: orgId } } },
      meta: {
        user_id: Number(id),
        user_type: f.userType ?? 'teachers',
        permissions: f.permissions ?? [],
        organization_admin: f.organizationAdmin ?? false,
        new_features: true,
        allow_my_school: true,
        allow_student_app: true,
        is_trialing: true,
        subscribed: f.subscribed ?? false,
        days_until_trial_expires: f.daysUntilTrialExpires === undefined ? 12 : f.daysUntilTrialExpires,
        license_type: 'trial',
        usage_totals: { lessons_taught: 4 },
      },
    },
    included: [
      {
        type: 'organizations',
        id: orgId ?? '0',
        attributes: { name: 'Hill School' },
        relationships: { licensings: { data: [{ type: 'licensings', id: '8' }] } },
      },
      {
        type: 'licensings',
        id: '8',
        attributes: { state: 'trial' },
        relationships: { license: { data: { type: 'licenses', id: '1' } } },
      },
      { type: 'licenses', id: '1', attributes: { name: 'CCGL' } },
    ],
  };
}

export const teacherDocument = (): JsonApiDocument => viewerDocument();
export const superUserDocument = (): JsonApiDocument =>
  viewerDocument({ id: '1', role: 'admin', userType: 'admins', organizationId: null, permissions: ['super_user'] });
