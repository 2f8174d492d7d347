/**
 * Translation for the registration app: one i18next instance over the registration catalogues
 * (no react-admin, no extra i18n package), and a `useT()` hook (i18n/appI18n.tsx). Languages are
 * detected as the shell detects them (query `lng`, cookie, storage, browser) so a visitor keeps
 * one language from the welcome page into the product.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { registrationEn } from '../i18n/registration/en';
import { registrationFi } from '../i18n/registration/fi';
import { registrationPt } from '../i18n/registration/pt';
import { registrationEs } from '../i18n/registration/es';
import { registrationSv } from '../i18n/registration/sv';
import { registrationRu } from '../i18n/registration/ru';
import { FALLBACK_LOCALE } from '../i18n/detectLocale';
import { appI18n } from '../i18n/appI18n';

export type { Translate, TranslateValues } from '../i18n/appI18n';

/** Languages the registration app offers in its language menu. */
export const REGISTRATION_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fi', name: 'Suomi' },
  { locale: 'pt', name: 'Português' },
  { locale: 'es', name: 'Español' },
  { locale: 'sv', name: 'Svenska' },
  { locale: 'ru', name: 'Русский' },
] as const;

const CATALOGUES = { en: registrationEn, fi: registrationFi, pt: registrationPt, es: registrationEs, sv: registrationSv, ru: registrationRu };

export function createRegistrationI18n(lng: string): I18n {
  const instance = createInstance();
  void instance.init({
    lng,
    fallbackLng: FALLBACK_LOCALE,
    resources: Object.fromEntries(Object.entries(CATALOGUES).map(([locale, messages]) => [locale, { translation: messages }])),
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
  return instance;
}

const context = appI18n('registration', createRegistrationI18n, REGISTRATION_LOCALES.map((l) => l.locale));

export const RegistrationI18nProvider = context.Provider;
export const useT = context.useT;
