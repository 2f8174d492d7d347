/**
 * The signed-in user as the console needs it (seed section 3 "Viewer"), normalised from
 * `GET /user`: the users resource object plus its `meta` of permissions and trial facts.
 */
import { LICENSING_STATES, PERMISSION_NAMES, USER_ROLES, VIEWER_TYPE, type LicensingState, type PermissionName, type UserRole } from '../domain/roles';
import { LICENSING_OFFERS, type LicensingOffer } from '../domain/licensing';
import type { ViewerFacts } from '../resources/kit';
import { groupIncluded, toAppRecord } from '../dataProvider/deserialize';
import { isObject, type AppRecord, type JsonApiDocument, type Prefetched } from '../dataProvider/types';

/** What GET /user includes: the school, its licensings and their licences. */
export const VIEWER_INCLUDE = 'organization,organization.licensings,organization.licensings.license';

export type ViewerType = 'admins' | 'teachers' | 'parents' | 'student' | 'home_student';

export interface Viewer {
  /** The users record id: what `self` grants and record ownership compare against. */
  id: string;
  /** `meta.user_id`, kept apart in case the server ever distinguishes it from the record id. */
  userId: string;
  type: ViewerType;
  role: UserRole;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  permissions: PermissionName[];
  organizationAdmin: boolean;
  newFeatures: boolean;
  allowMySchool: boolean;
  /** Whether the viewer's organisation uses the student app (seed 6: configured organisations only). */
  allowStudentApp: boolean;
  isTrialing: boolean;
  subscribed: boolean;
  daysUntilTrialExpires: number | null;
  /** The offer the school's licensing is under (domain/licensing.ts LICENSING_OFFERS), or null. */
  offer: LicensingOffer | null;
  /** The state of the school's licensing that decides what its teachers see (seed 3 licenseType), or null. */
  licenseType: LicensingState | null;
  usageTotals: Record<string, unknown>;
  organizationId: string | null;
  /** The viewer's organisation from `included`, when the server sent it. */
  organization: AppRecord | null;
  /** Everything included (organisation, licensings, licences) by resource name. */
  included: Prefetched;
  /** The users record in app shape. */
  record: AppRecord;
}

const ROLE_OF_TYPE = Object.fromEntries(Object.entries(VIEWER_TYPE).map(([role, type]) => [type, role])) as Record<
  string,
  UserRole | undefined
>;

const isRole = (v: unknown): v is UserRole => typeof v === 'string' && (USER_ROLES as readonly string[]).includes(v);
const isPermission = (v: unknown): v is PermissionName =>
  typeof v === 'string' && (PERMISSION_NAMES as readonly string[]).includes(v);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const bool = (v: unknown): boolean => v === true;

/** Throws when the document is not a users object whose role can be told: that is a failed load. */
export function normaliseViewer(doc: JsonApiDocument): Viewer {
  const data = doc.data;
  if (!data || Array.isArray(data) || data.type !== 'users') throw new Error('viewer: GET /user did not return a users object');
  const record = toAppRecord(data);
  const meta = data.meta ?? {};
  const role = isRole(record.role) ? record.role : ROLE_OF_TYPE[String(meta.user_type)];
  if (!role) throw new Error('viewer: neither attributes.role nor meta.user_type names a role');
  const type = (typeof meta.user_type === 'string' && meta.user_type in ROLE_OF_TYPE ? meta.user_type : VIEWER_TYPE[role]) as ViewerType;
  const included = groupIncluded(doc.included ?? []);
  const organizationId = typeof record.organizationId === 'string' ? record.organizationId : null;
  const days = meta.days_until_trial_expires;
  return {
    id: record.id,
    userId: meta.user_id === undefined || meta.user_id === null ? record.id : String(meta.user_id),
    type,
    role,
    email: str(record.email),
    firstName: str(record.firstName),
    lastName: str(record.lastName),
    permissions: Array.isArray(meta.permissions) ? meta.permissions.filter(isPermission) : [],
    organizationAdmin: bool(meta.organization_admin),
    newFeatures: bool(meta.new_features),
    allowMySchool: bool(meta.allow_my_school),
    allowStudentApp: bool(meta.allow_student_app),
    isTrialing: bool(meta.is_trialing),
    subscribed: bool(meta.subscribed),
    daysUntilTrialExpires: typeof days === 'number' && Number.isFinite(days) ? days : null,
    offer: (LICENSING_OFFERS as readonly unknown[]).includes(meta.offer) ? (meta.offer as LicensingOffer) : null,
    licenseType: (LICENSING_STATES as readonly unknown[]).includes(meta.license_type) ? (meta.license_type as LicensingState) : null,
    usageTotals: isObject(meta.usage_totals) ? meta.usage_totals : {},
    organizationId,
    organization: included.organizations?.find((o) => o.id === organizationId) ?? null,
    included,
    record,
  };
}

export function isAdminViewer(viewer: Viewer): boolean {
  return viewer.type === 'admins' || viewer.role === 'admin';
}

/** Seed section 4: an expired trial logs out anyone who is neither subscribed nor an admin. */
export function shouldAutoLogout(viewer: Viewer): boolean {
  return (
    viewer.daysUntilTrialExpires !== null && viewer.daysUntilTrialExpires <= 0 && !viewer.subscribed && !isAdminViewer(viewer)
  );
}

/** The facts the kit's permission table reads. */
export function viewerFacts(viewer: Viewer): ViewerFacts {
  return {
    id: viewer.id,
    role: viewer.role,
    organizationId: viewer.organizationId,
    permissions: viewer.permissions,
    organizationAdmin: viewer.organizationAdmin,
  };
}

/** The viewer's school's licences (the first licensing's licence names the suggested webinar). */
export function viewerLicensings(viewer: Viewer): AppRecord[] {
  const org = viewer.organization;
  const licensingIds = Array.isArray(org?.licensingsIds) ? (org.licensingsIds as string[]) : [];
  return (viewer.included.licensings ?? []).filter((l) => licensingIds.includes(l.id));
}

/** The webinar the viewer's licence suggests (seed 6), if any: the sign-up flow and the locked offers book it. */
export function suggestedMeetingId(viewer: Viewer): string | null {
  const first = viewerLicensings(viewer)[0];
  const license = first ? viewer.included.licenses?.find((l) => l.id === first.licenseId) : undefined;
  const suggested = license?.suggestedMeetingId;
  return typeof suggested === 'string' ? suggested : null;
}
