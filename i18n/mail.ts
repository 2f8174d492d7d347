/**
 * The texts of the emails the server sends, per language. Not part of the browser catalogue
 * (no screen shows them): the server picks the language per mail (server/mail/language.ts).
 * English is complete (`mail.en.ts`); each other language's texts are `i18n/<lang>/mail.ts`, and a missing
 * key falls back to English.
 */
import type { LOCALES } from '../domain/constants';
import { interpolate } from './lookup';
import type { PartialCatalogue } from './types';
import { mailEn } from './mail.en';
import { mailFi } from './fi/mail';
import { mailEs } from './es/mail';
import { mailPt } from './pt/mail';
import { mailSv } from './sv/mail';
import { mailRu } from './ru/mail';

export type MailKind = keyof typeof mailEn;
export type MailLocale = (typeof LOCALES)[number];

const CATALOGUES: Readonly<Record<MailLocale, PartialCatalogue<typeof mailEn>>> = { en: mailEn, fi: mailFi, es: mailEs, pt: mailPt, sv: mailSv, ru: mailRu };

/** A mail's subject and body in a language, falling back to English key by key. */
export function mailText(locale: MailLocale, kind: MailKind, values: Record<string, string | number>): { subject: string; body: string } {
  const own = CATALOGUES[locale][kind];
  const english = mailEn[kind];
  return {
    subject: interpolate(own?.subject ?? english.subject, values),
    body: interpolate(own?.body ?? english.body, values),
  };
}
