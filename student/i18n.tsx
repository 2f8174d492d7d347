/**
 * Translation for the student app, built like the registration app's (registration/i18n.tsx):
 * one i18next instance over the student catalogues (i18n/student/), no react-admin, and a
 * `useT()` hook. The language is detected as the shell detects it (query `lng`, cookie, storage,
 * browser), so a teacher who opens the app from the shell keeps their language.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createInstance, type i18n as I18n } from 'i18next';
import { studentEn } from '../i18n/student/en';
import { studentFi } from '../i18n/student/fi';
import { studentEs } from '../i18n/student/es';
import { studentPt } from '../i18n/student/pt';
import { studentSv } from '../i18n/student/sv';
import { studentRu } from '../i18n/student/ru';
import { errorsEn } from '../i18n/errors.en';
import { browserSources, detectLocale, FALLBACK_LOCALE, rememberLocale } from '../i18n/detectLocale';

export type TranslateValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslateValues) => string;

/** Languages the student app offers in its language menu. */
export const STUDENT_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fi', name: 'Suomi' },
] as const;

const CATALOGUES = { en: studentEn, fi: studentFi, es: studentEs, pt: studentPt, sv: studentSv, ru: studentRu };

export function createStudentI18n(lng: string): I18n {
  const instance = createInstance();
  const resources = Object.fromEntries(
    Object.entries(CATALOGUES).map(([locale, messages]) => [locale, { translation: { student: messages, errors: errorsEn } }]),
  );
  void instance.init({ lng, fallbackLng: FALLBACK_LOCALE, resources, interpolation: { escapeValue: false }, initImmediate: false });
  return instance;
}

interface I18nValue {
  t: Translate;
  locale: string;
  changeLocale(locale: string): void;
}

const I18nContext = createContext<I18nValue | null>(null);

export function StudentI18nProvider({ children, instance }: { children: ReactNode; instance?: I18n }): ReactNode {
  const [i18n] = useState(() => instance ?? createStudentI18n(detectLocale(browserSources())));
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
  if (!value) throw new Error('useT outside StudentI18nProvider');
  return value;
}
