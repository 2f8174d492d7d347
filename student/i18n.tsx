/**
 * Translation for the student app, built like the registration app's (i18n/appI18n.tsx): one
 * i18next instance over the student catalogues (i18n/student/), no react-admin, and a `useT()`
 * hook. The language is detected as the shell detects it (query `lng`, cookie, storage,
 * browser), so a teacher who opens the app from the shell keeps their language.
 */
import type { i18n as I18n } from 'i18next';
import { studentEn } from '../i18n/student/en';
import { errorsEn } from '../i18n/errors.en';
import { languageChoices } from '../i18n/languageNames';
import { appI18n } from '../i18n/appI18n';
import { createLazyI18n } from '../i18n/frontEnd';
import type { MessageTree } from '../i18n/types';

export type { Translate, TranslateValues } from '../i18n/appI18n';

/** Languages the student app offers in its language menu. */
export const STUDENT_LOCALES = languageChoices(['en', 'fi', 'pt', 'es', 'sv', 'ru'] as const);

type StudentLocale = (typeof STUDENT_LOCALES)[number]['locale'];

/** A language's student texts beside its error texts (the product's one error catalogue per language). */
const withErrors = (messages: MessageTree, errors: MessageTree): MessageTree => ({ student: messages, errors });

/** Every language but English is a chunk of its own (i18n/frontEnd.ts createLazyI18n). */
const LATER_CATALOGUES = {
  fi: async () => withErrors((await import('../i18n/student/fi')).studentFi, (await import('../i18n/fi/errors')).errorsFi),
  es: async () => withErrors((await import('../i18n/student/es')).studentEs, (await import('../i18n/es/errors')).errorsEs),
  pt: async () => withErrors((await import('../i18n/student/pt')).studentPt, (await import('../i18n/pt/errors')).errorsPt),
  sv: async () => withErrors((await import('../i18n/student/sv')).studentSv, (await import('../i18n/sv/errors')).errorsSv),
  ru: async () => withErrors((await import('../i18n/student/ru')).studentRu, (await import('../i18n/ru/errors')).errorsRu),
} satisfies Record<Exclude<StudentLocale, 'en'>, () => Promise<MessageTree>>;

export function createStudentI18n(lng: string): I18n {
  return createLazyI18n(lng, withErrors(studentEn, errorsEn), LATER_CATALOGUES);
}

const context = appI18n('student', createStudentI18n, STUDENT_LOCALES.map((l) => l.locale));

export const StudentI18nProvider = context.Provider;
export const useT = context.useT;
