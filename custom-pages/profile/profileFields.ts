/**
 * The profile's rules that need no React: which detail fields a viewer may write on their own
 * record (the generator's `writableNames`, the server's rule), what a save sends (only what the
 * viewer may write and what changed), the photo checks before an upload, and the mail
 * preferences with their defaults filled in.
 */
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import { NOTIFICATION_KINDS, wantsMail, type NotificationKind } from '../../domain/notifications';
import { users } from '../../resources/users/schema';
import type { ResourceDef, ViewerFacts } from '../../resources/kit';
import { onlyWritable, writableNames } from '../../shell/generator/formFields';

export const USERS_DEF = users as unknown as ResourceDef;

/** The Details card's fields, in the order shown. */
export const DETAIL_FIELDS = ['honorificTitle', 'firstName', 'lastName', 'pronouns', 'nickname', 'jobRole', 'languages'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

/** A child's profile is about them, not a job: these are left out of theirs whatever the grant. */
const NOT_FOR_CHILDREN: ReadonlySet<string> = new Set(['honorificTitle', 'jobRole']);

type UserRecord = Record<string, unknown> & { id: unknown };

/** Whether the viewer may write this field of this record (unknown viewer: the server decides). */
export function mayWrite(viewer: ViewerFacts | undefined, record: UserRecord, name: string): boolean {
  const names = writableNames(USERS_DEF, 'edit', viewer, record);
  return names === '*' || names.has(name);
}

/** The detail fields the viewer sees as inputs on this record. */
export function detailFields(viewer: ViewerFacts | undefined, record: UserRecord): DetailField[] {
  return DETAIL_FIELDS.filter((name) => mayWrite(viewer, record, name) && !(viewer?.role === 'home_student' && NOT_FOR_CHILDREN.has(name)));
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

/** Every kind with the person's choice, a kind never chosen shown as wanted (domain/notifications.ts). */
export function notificationChoices(preferences: unknown): Record<NotificationKind, boolean> {
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, wantsMail(preferences, kind)])) as Record<NotificationKind, boolean>;
}

/** What the photo picker offers; the server judges the bytes again. */
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
const PHOTO_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png']);

/** The largest photo in megabytes, for messages. */
export const PHOTO_MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

export type PhotoProblem = 'notSupported' | 'tooLarge';

/** Why a chosen file cannot be a photo, checked before anything is sent; undefined when it may go. */
export function photoProblem(file: { type: string; name: string; size: number }): PhotoProblem | undefined {
  const typed = file.type === '' ? /\.(jpe?g|png)$/i.test(file.name) : PHOTO_TYPES.has(file.type);
  if (!typed) return 'notSupported';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return undefined;
}
