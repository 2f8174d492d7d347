/**
 * Translation for the student app, built like the registration app's (i18n/appI18n.tsx): one
 * i18next instance over the student catalogues (i18n/student/), no react-admin, and a `useT()`
 * hook. The language is detected as the shell detects it (query `lng`, cookie, storage,
 * browser), so a teacher who opens the app from the shell keeps their language.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { studentEn } from '../i18n/student/en';
import { errorsEn } from '../i18n/errors.en';
import { FALLBACK_LOCALE } from '../i18n/detectLocale';
import { languageChoices } from '../i18n/languageNames';
import { appI18n } from '../i18n/appI18n';
import { catalogueBackend } from '../i18n/catalogueBackend';
import type { MessageTree } from '../i18n/types';

export type { Translate, TranslateValues } from '../i18n/appI18n';

/** Languages the student app offers in its language menu. */
export const STUDENT_LOCALES = languageChoices(['en', 'fi', 'pt', 'es', 'sv', 'ru'] as const);

type StudentLocale = (typeof STUDENT_LOCALES)[number]['locale'];

/** Error texts stay English in every language (the student catalogues carry none of their own). */
const withErrors = (messages: MessageTree): MessageTree => ({ student: messages, errors: errorsEn });

/**
 * English ships in the first script: it is the fallback and needs no round trip. Every other
 * language is a chunk of its own, fetched before the app first renders in it (issue 15).
 */
const LATER_CATALOGUES = {
  fi: async () => withErrors((await import('../i18n/student/fi')).studentFi),
  es: async () => withErrors((await import('../i18n/student/es')).studentEs),
  pt: async () => withErrors((await import('../i18n/student/pt')).studentPt),
  sv: async () => withErrors((await import('../i18n/student/sv')).studentSv),
  ru: async () => withErrors((await import('../i18n/student/ru')).studentRu),
} satisfies Record<Exclude<StudentLocale, 'en'>, () => Promise<MessageTree>>;

export function createStudentI18n(lng: string): I18n {
  const instance = createInstance().use(catalogueBackend(LATER_CATALOGUES));
  void instance.init({
    lng,
    fallbackLng: FALLBACK_LOCALE,
    resources: { en: { translation: withErrors(studentEn) } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
  return instance;
}

const context = appI18n('student', createStudentI18n, STUDENT_LOCALES.map((l) => l.locale));

export const StudentI18nProvider = context.Provider;
export const useT = context.useT;
