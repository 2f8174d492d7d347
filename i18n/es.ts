/**
 * Spanish (Spain, tú): react-admin's messages plus the application's, one module per English
 * module in ./es/, and the error texts the registration app shares (./es/errors.ts). The whole is
 * checked complete with `Catalogue<AppMessages>`, react-admin's part by i18n/completeness.test.ts.
 */
import type { AppMessages } from './en';
import type { Catalogue } from './types';
import { raEs } from './es/ra';
import { errorsEs } from './es/errors';
import { authEs, menuEs, sharedEs, shellEs } from './es/shell';
import { resourcesEs } from './es/resources';
import { meetingsEs } from './es/meetings';
import { contentImageEs, storyWorldsEs } from './es/contents';
import { csvImportEs, filesEs } from './es/import';
import { collectionsPageEs } from './es/collectionsPage';
import { favoriteEs, libraryEs } from './es/library';
import { lessonPlansPageEs } from './es/lessonPlansPage';
import { lessonsPageEs } from './es/lessonsPage';
import { lessonReportEs } from './es/lessonReport';
import { studentsGridEs } from './es/studentsGrid';
import { dashboardsEs } from './es/dashboards';
import { schoolEs } from './es/school';
import { adminHomeEs } from './es/adminHome';
import { familyEs } from './es/family';
import { profileEs } from './es/profile';
import { homesEs } from './es/homes';
import { whatsNewEs } from './es/whatsNew';

const appEs = {
  ...sharedEs,
  errors: errorsEs,
  auth: authEs,
  menu: menuEs,
  shell: shellEs,
  resources: resourcesEs,
  meetings: meetingsEs,
  contentImage: contentImageEs,
  storyWorlds: storyWorldsEs,
  files: filesEs,
  csvImport: csvImportEs,
  collectionsPage: collectionsPageEs,
  library: libraryEs,
  favorite: favoriteEs,
  lessonPlansPage: lessonPlansPageEs,
  lessonsPage: lessonsPageEs,
  lessonReport: lessonReportEs,
  studentsGrid: studentsGridEs,
  dashboards: dashboardsEs,
  school: schoolEs,
  adminHome: adminHomeEs,
  family: familyEs,
  profile: profileEs,
  homes: homesEs,
  whatsNew: whatsNewEs,
} satisfies Catalogue<AppMessages>;

export const es = { ...raEs, ...appEs };
