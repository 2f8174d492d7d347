/** The subscription status of a user's organisation, from its licensings. */
import { eq } from 'drizzle-orm';
import { licensings, users } from '../../resources';
import { isoDay, subscriptionStatus, type LicensingFacts, type SubscriptionStatus } from '../../domain/subscription';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';

/** The licensings of the user's school (none without a school). */
export async function viewerLicensings(db: Db, userId: string): Promise<LicensingFacts[]> {
  const u = tableOf(users).columns;
  const l = tableOf(licensings).columns;
  return (await db
    .select({ state: l.state!, expiresAt: l.expiresAt!, offer: l.offer! })
    .from(tableOf(licensings).table)
    .innerJoin(tableOf(users).table, eq(u.organizationId!, l.organizationId!))
    .where(eq(u.id!, Number(userId)))) as LicensingFacts[];
}

export async function viewerSubscription(db: Db, userId: string): Promise<SubscriptionStatus> {
  return subscriptionStatus(await viewerLicensings(db, userId), isoDay(new Date()));
}
