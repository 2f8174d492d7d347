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
/** A later language's two chunks, fetched side by side. */
const later = async (messages: Promise<MessageTree>, errors: Promise<MessageTree>): Promise<MessageTree> => withErrors(...(await Promise.all([messages, errors])));

/** Every language but English is a chunk of its own (i18n/frontEnd.ts createLazyI18n). */
const LATER_CATALOGUES = {
  fi: () => later(import('../i18n/student/fi').then((m) => m.studentFi), import('../i18n/fi/errors').then((m) => m.errorsFi)),
  es: () => later(import('../i18n/student/es').then((m) => m.studentEs), import('../i18n/es/errors').then((m) => m.errorsEs)),
  pt: () => later(import('../i18n/student/pt').then((m) => m.studentPt), import('../i18n/pt/errors').then((m) => m.errorsPt)),
  sv: () => later(import('../i18n/student/sv').then((m) => m.studentSv), import('../i18n/sv/errors').then((m) => m.errorsSv)),
  ru: () => later(import('../i18n/student/ru').then((m) => m.studentRu), import('../i18n/ru/errors').then((m) => m.errorsRu)),
} satisfies Record<Exclude<StudentLocale, 'en'>, () => Promise<MessageTree>>;

export function createStudentI18n(lng: string): I18n {
  return createLazyI18n(lng, withErrors(studentEn, errorsEn), LATER_CATALOGUES);
}

const context = appI18n('student', createStudentI18n, STUDENT_LOCALES.map((l) => l.locale));

export const StudentI18nProvider = context.Provider;
export const useT = context.useT;
