/**
 * Translation for the registration app: one i18next instance over the registration catalogues
 * (no react-admin, no extra i18n package), and a `useT()` hook (i18n/appI18n.tsx). Languages are
 * detected as the shell detects them (query `lng`, cookie, storage, browser) so a visitor keeps
 * one language from the welcome page into the product.
 */
import type { i18n as I18n } from 'i18next';
import { registrationEn } from '../i18n/registration/en';
import { languageChoices } from '../i18n/languageNames';
import { appI18n } from '../i18n/appI18n';
import { createLazyI18n } from '../i18n/frontEnd';
import type { MessageTree } from '../i18n/types';
import { REGISTRATION_LOCALE_CODES } from './locales';

export type { Translate, TranslateValues } from '../i18n/appI18n';

/** Languages the registration app offers in its language menu. */
export const REGISTRATION_LOCALES = languageChoices(REGISTRATION_LOCALE_CODES);

type RegistrationLocale = (typeof REGISTRATION_LOCALES)[number]['locale'];

/** Every language but English is a chunk of its own (i18n/frontEnd.ts createLazyI18n). */
const LATER_CATALOGUES = {
  fi: async () => (await import('../i18n/registration/fi')).registrationFi,
  pt: async () => (await import('../i18n/registration/pt')).registrationPt,
  es: async () => (await import('../i18n/registration/es')).registrationEs,
  sv: async () => (await import('../i18n/registration/sv')).registrationSv,
  ru: async () => (await import('../i18n/registration/ru')).registrationRu,
} satisfies Record<Exclude<RegistrationLocale, 'en'>, () => Promise<MessageTree>>;

export function createRegistrationI18n(lng: string): I18n {
  return createLazyI18n(lng, registrationEn, LATER_CATALOGUES);
}

const context = appI18n('registration', createRegistrationI18n, REGISTRATION_LOCALES.map((l) => l.locale));

export const RegistrationI18nProvider = context.Provider;
export const useT = context.useT;
