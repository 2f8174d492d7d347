/**
 * The complete English catalogue: react-admin's own messages (converted to i18next syntax:
 * `{{var}}` interpolation, `_one` / `_other` plurals) plus the application's keys.
 * The application part is `as const` so other catalogues can be checked against its shape.
 */
import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { errorsEn } from './errors.en';
import { authEn, menuEn, sharedEn, shellEn } from './en.shell';
import { resourcesEn } from './en.resources';
import { meetingsEn } from './en.meetings';
import { contentImageEn, storyWorldsEn } from './en.contents';
import { csvImportEn, filesEn } from './en.import';
import { collectionsPageEn } from './en.collectionsPage';
import { favoriteEn, libraryEn } from './en.library';
import { lessonPlansPageEn } from './en.lessonPlansPage';
import { lessonsPageEn } from './en.lessonsPage';
import { lessonReportEn } from './en.lessonReport';
import { studentsGridEn } from './en.studentsGrid';
import { dashboardsEn } from './en.dashboards';
import { schoolEn } from './en.school';
import { adminHomeEn } from './en.adminHome';
import { familyEn } from './en.family';
import { profileEn } from './en.profile';
import { homesEn } from './en.homes';
import { whatsNewEn } from './en.whatsNew';
import type { MessageTree } from './types';

export const appEn = {
  ...sharedEn,
  errors: errorsEn,
  auth: authEn,
  menu: menuEn,
  shell: shellEn,
  resources: resourcesEn,
  meetings: meetingsEn,
  contentImage: contentImageEn,
  storyWorlds: storyWorldsEn,
  files: filesEn,
  csvImport: csvImportEn,
  collectionsPage: collectionsPageEn,
  library: libraryEn,
  favorite: favoriteEn,
  lessonPlansPage: lessonPlansPageEn,
  lessonsPage: lessonsPageEn,
  lessonReport: lessonReportEn,
  studentsGrid: studentsGridEn,
  dashboards: dashboardsEn,
  school: schoolEn,
  adminHome: adminHomeEn,
  family: familyEn,
  profile: profileEn,
  homes: homesEn,
  whatsNew: whatsNewEn,
} as const;

export type AppMessages = typeof appEn;

/** react-admin's `ra.*` messages in i18next form. */
export const raEn = convertRaTranslationsToI18next(englishMessages) as MessageTree;

export const en = { ...raEn, ...appEn } as const;
