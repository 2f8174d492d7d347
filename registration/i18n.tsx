/**
 * Translation for the registration app: one i18next instance over the registration catalogues
 * (no react-admin, no extra i18n package), and a `useT()` hook (i18n/appI18n.tsx). Languages are
 * detected as the shell detects them (query `lng`, cookie, storage, browser) so a visitor keeps
 * one language from the welcome page into the product.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { registrationEn } from '../i18n/registration/en';
import { registrationFi } from '../i18n/registration/fi';
import { FALLBACK_LOCALE, type ShellLocale } from '../i18n/detectLocale';
import { appI18n } from '../i18n/appI18n';

export type { Translate, TranslateValues } from '../i18n/appI18n';

/** Languages the registration app offers in its language menu. */
export const REGISTRATION_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fi', name: 'Suomi' },
] as const;

export function createRegistrationI18n(lng: ShellLocale): I18n {
  const instance = createInstance();
  void instance.init({
    lng,
    fallbackLng: FALLBACK_LOCALE,
    resources: { en: { translation: registrationEn }, fi: { translation: registrationFi } },
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
  return instance;
}

const context = appI18n('registration', createRegistrationI18n);

export const RegistrationI18nProvider = context.Provider;
export const useT = context.useT;
