/**
 * Translation for the student app, built like the registration app's (i18n/appI18n.tsx): one
 * i18next instance over the student catalogues (i18n/student/), no react-admin, and a `useT()`
 * hook. The language is detected as the shell detects it (query `lng`, cookie, storage,
 * browser), so a teacher who opens the app from the shell keeps their language.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { studentEn } from '../i18n/student/en';
import { studentFi } from '../i18n/student/fi';
import { studentEs } from '../i18n/student/es';
import { studentPt } from '../i18n/student/pt';
import { studentSv } from '../i18n/student/sv';
import { studentRu } from '../i18n/student/ru';
import { errorsEn } from '../i18n/errors.en';
import { FALLBACK_LOCALE } from '../i18n/detectLocale';
import { appI18n } from '../i18n/appI18n';

export type { Translate, TranslateValues } from '../i18n/appI18n';

/** Languages the student app offers in its language menu. */
export const STUDENT_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fi', name: 'Suomi' },
  { locale: 'pt', name: 'Português' },
  { locale: 'es', name: 'Español' },
  { locale: 'sv', name: 'Svenska' },
  { locale: 'ru', name: 'Русский' },
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

const context = appI18n('student', createStudentI18n, STUDENT_LOCALES.map((l) => l.locale));

export const StudentI18nProvider = context.Provider;
export const useT = context.useT;
