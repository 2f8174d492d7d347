/**
 * The language a dashboard is configured in for a viewer: the one they chose on their profile
 * (`users.locale`), else the one the client says it shows (the `X-User-Locale` header the mails
 * also read, then `Accept-Language`), else English.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import { users } from '../../resources';
import { LOCALES } from '../../domain/constants';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { weightedValues } from '../acceptHeader';
import { requestedLocale } from '../mail/language';

export type Locale = (typeof LOCALES)[number];

const primary = (tag: string): Locale | undefined => {
  const lang = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((l) => l === lang);
};

/** The most preferred language of an Accept-Language header that the product has, if any. */
export function acceptedLocale(header: string | string[] | undefined): Locale | undefined {
  const ranked = weightedValues(header).sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.filter((r) => r.q > 0).map((r) => primary(r.value)).find((l) => l !== undefined);
}

export async function viewerLocale(db: Db, viewerId: string, headers: IncomingHttpHeaders): Promise<Locale> {
  const u = tableOf(users).columns;
  const rows = (await db.select({ locale: u.locale! }).from(tableOf(users).table).where(eq(u.id!, Number(viewerId)))) as { locale: string | null }[];
  const chosen = rows[0]?.locale;
  return (chosen ? primary(chosen) : undefined) ?? requestedLocale(headers) ?? acceptedLocale(headers['accept-language']) ?? 'en';
}
