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
import { requestedLocale } from '../mail/language';

export type Locale = (typeof LOCALES)[number];

const primary = (tag: string): Locale | undefined => {
  const lang = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((l) => l === lang);
};

export async function viewerLocale(db: Db, viewerId: string, headers: IncomingHttpHeaders): Promise<Locale> {
  const u = tableOf(users).columns;
  const rows = (await db.select({ locale: u.locale! }).from(tableOf(users).table).where(eq(u.id!, Number(viewerId)))) as { locale: string | null }[];
  const chosen = rows[0]?.locale;
  return (chosen ? primary(chosen) : undefined) ?? requestedLocale(headers) ?? 'en';
}
