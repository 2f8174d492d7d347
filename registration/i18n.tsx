/**
 * Translation for the registration app: one i18next instance over the registration catalogues
 * (no react-admin, no extra i18n package), and a `useT()` hook. Languages are detected as the
 * shell detects them (query `lng`, cookie, storage, browser) so a visitor keeps one language
 * from the welcome page into the product.
 *
 * | hook / function  | i18next                                     |
 * |------------------|---------------------------------------------|
 * | t(key, values)   | t(key, values)                              |
 * | changeLocale(l)  | changeLanguage(l), remembered like the shell |
 * | locale           | language (en, fi, es, pt)                   |
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createInstance, type i18n as I18n } from 'i18next';
import { registrationEn } from '../i18n/registration/en';
import { registrationFi } from '../i18n/registration/fi';
import { browserSources, detectLocale, FALLBACK_LOCALE, rememberLocale, type ShellLocale } from '../i18n/detectLocale';

export type TranslateValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslateValues) => string;

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

interface I18nValue {
  t: Translate;
  locale: string;
  changeLocale(locale: string): void;
}

const I18nContext = createContext<I18nValue | null>(null);

export function RegistrationI18nProvider({ children, instance }: { children: ReactNode; instance?: I18n }): ReactNode {
  const [i18n] = useState(() => instance ?? createRegistrationI18n(detectLocale(browserSources())));
  const [locale, setLocale] = useState(i18n.language);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo<I18nValue>(
    () => ({
      t: (key, values) => i18n.t(key, values ?? {}),
      locale,
      changeLocale(next) {
        void i18n.changeLanguage(next).then(() => {
          rememberLocale(next);
          setLocale(next);
        });
      },
    }),
    [i18n, locale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useT(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT outside RegistrationI18nProvider');
  return value;
}
