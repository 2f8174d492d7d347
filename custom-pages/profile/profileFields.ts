/**
 * The profile's rules that need no React: which detail fields a viewer may write on their own
 * record (the generator's `writableNames`, the server's rule), what a save sends (only what the
 * viewer may write and what changed), the photo checks before an upload, and the mail
 * preferences with their defaults filled in.
 */
import { IMAGE_MAX_BYTES, IMAGE_MAX_INPUT_PIXELS } from '../../domain/constants';
import { notificationKindsFor, wantsMail, type NotificationKind } from '../../domain/notifications';
import { USER_ROLES, type UserRole } from '../../domain/roles';
import { users } from '../../resources/users/schema';
import { appliesToRecord, type ResourceDef, type ViewerFacts } from '../../resources/kit';
import { onlyWritable, writableNames } from '../../shell/generator/formFields';

export const USERS_DEF: ResourceDef = users;

/** The Details card's fields, in the order shown. */
export const DETAIL_FIELDS = ['honorificTitle', 'firstName', 'lastName', 'pronouns', 'nickname', 'jobRole', 'languages'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

type UserRecord = Record<string, unknown> & { id: unknown };

/** Whether the viewer may write this field of this record (unknown viewer: the server decides). */
export function mayWrite(viewer: ViewerFacts | undefined, record: UserRecord, name: string): boolean {
  const names = writableNames(USERS_DEF, 'edit', viewer, record);
  return names === '*' || names.has(name);
}

/**
 * The detail fields the viewer sees as inputs on this record: those they may write that belong to
 * its role (the users schema's `appliesTo`: a parent or a child has no job role).
 */
export function detailFields(viewer: ViewerFacts | undefined, record: UserRecord): DetailField[] {
  const withRole = { ...record, role: roleOf(viewer, record) };
  return DETAIL_FIELDS.filter((name) => mayWrite(viewer, record, name) && appliesToRecord(USERS_DEF.appliesTo, name, withRole));
}

/** The record's role; on one's own record read before its role arrives, the viewer's. */
function roleOf(viewer: ViewerFacts | undefined, record: UserRecord): UserRole | undefined {
  const stored = USER_ROLES.find((role) => role === record.role);
  return stored ?? (viewer !== undefined && String(record.id) === viewer.id ? viewer.role : undefined);
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What a save sends: of `values`, the keys `allowed` names that the viewer may write and that
 * differ from the stored record; a form never sends a field the server would refuse.
 */
export function profileChanges(
  viewer: ViewerFacts | undefined,
  record: UserRecord,
  values: Record<string, unknown>,
  allowed: readonly string[],
): Record<string, unknown> {
  const offered = Object.fromEntries(allowed.filter((key) => key in values).map((key) => [key, values[key]]));
  const writable = onlyWritable(USERS_DEF, 'edit', viewer, offered, record);
  return Object.fromEntries(Object.entries(writable).filter(([key, value]) => !same(value, record[key])));
}

/** The mail kinds this person chooses between: those of their role (a parent has no collections). */
export function notificationKinds(viewer: ViewerFacts | undefined, record: UserRecord): readonly NotificationKind[] {
  return notificationKindsFor(roleOf(viewer, record));
}

/**
 * Each kind of the person's role with their choice, a kind never chosen shown as wanted
 * (domain/notifications.ts). Kinds of other roles are not shown, so a save never sends them.
 */
export function notificationChoices(kinds: readonly NotificationKind[], preferences: unknown): Partial<Record<NotificationKind, boolean>> {
  return Object.fromEntries(kinds.map((kind) => [kind, wantsMail(preferences, kind)]));
}

/** What the photo picker offers; the server judges the bytes again. */
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
const PHOTO_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png']);

/** The largest photo in megabytes, for messages. */
export const PHOTO_MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);
/** The most pixels a photo may have, in millions, for the server's `imageTooManyPixels` message. */
export const PHOTO_MAX_MEGAPIXELS = IMAGE_MAX_INPUT_PIXELS / 1_000_000;

export type PhotoProblem = 'notSupported' | 'tooLarge';

/** Why a chosen file cannot be a photo, checked before anything is sent; undefined when it may go. */
export function photoProblem(file: { type: string; name: string; size: number }): PhotoProblem | undefined {
  const typed = file.type === '' ? /\.(jpe?g|png)$/i.test(file.name) : PHOTO_TYPES.has(file.type);
  if (!typed) return 'notSupported';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return undefined;
}
