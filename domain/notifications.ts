/**
 * Email notification preferences (seed section 3: a viewer's emailNotificationPreferences). One
 * home for their names and defaults: the users schema stores them, the profile edits them, and
 * every mail of one of these kinds asks `wantsMail` first.
 */
export const NOTIFICATION_KINDS = ['newsAndAnnouncements', 'subscribedCollectionsUpdates', 'collectionSubscribers', 'collectionsImpact'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A person who never chose receives every kind (not shown in the seed). */
export const NOTIFICATION_DEFAULT = true;

/** Whether a user with these stored preferences wants mail of this kind. */
export function wantsMail(preferences: unknown, kind: NotificationKind): boolean {
  if (typeof preferences !== 'object' || preferences === null) return NOTIFICATION_DEFAULT;
  const value = (preferences as Record<string, unknown>)[kind];
  return typeof value === 'boolean' ? value : NOTIFICATION_DEFAULT;
}
