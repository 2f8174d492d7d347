/**
 * Email notification preferences (seed section 3: a viewer's emailNotificationPreferences). One
 * home for their names and defaults: the users schema stores them, the profile edits them, and
 * every mail of one of these kinds asks `wantsMail` first.
 */
import { STAFF_ROLES, type UserRole } from './roles';

export const NOTIFICATION_KINDS = ['newsAndAnnouncements', 'subscribedCollectionsUpdates', 'collectionSubscribers', 'collectionsImpact'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The kinds that concern each role: collection mails only reach those who may make or follow
 * collections (teachers and staff); a parent or child hears only news.
 */
const COLLECTION_KINDS: readonly NotificationKind[] = ['subscribedCollectionsUpdates', 'collectionSubscribers', 'collectionsImpact'];
const ROLES_WITH_COLLECTIONS: readonly UserRole[] = STAFF_ROLES;

/** The kinds a person of this role chooses between (their profile offers these only). */
export function notificationKindsFor(role: UserRole | undefined): readonly NotificationKind[] {
  if (role === undefined || ROLES_WITH_COLLECTIONS.includes(role)) return NOTIFICATION_KINDS;
  return NOTIFICATION_KINDS.filter((kind) => !COLLECTION_KINDS.includes(kind));
}

/** A person who never chose receives every kind (not shown in the seed). */
export const NOTIFICATION_DEFAULT = true;

/** Whether a user with these stored preferences wants mail of this kind. */
export function wantsMail(preferences: unknown, kind: NotificationKind): boolean {
  if (typeof preferences !== 'object' || preferences === null) return NOTIFICATION_DEFAULT;
  const value = (preferences as Record<string, unknown>)[kind];
  return typeof value === 'boolean' ? value : NOTIFICATION_DEFAULT;
}
