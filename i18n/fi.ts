/**
 * Finnish console catalogue, composed from one module per English module (i18n/fi/). Every
 * module is checked against its English shape (`Catalogue<…>`), the error texts are the ones the
 * registration app shares (./fi/errors.ts), react-admin's part is checked by completeness.test.ts.
 */
import type { AppMessages } from './en';
import type { Catalogue } from './types';
import { raFi } from './fi/ra';
import { errorsFi } from './fi/errors';
import { authFi, menuFi, sharedFi, shellFi } from './fi/shell';
import { resourcesFi } from './fi/resources';
import { meetingsFi } from './fi/meetings';
import { contentImageFi, storyWorldsFi } from './fi/contents';
import { csvImportFi, filesFi } from './fi/import';
import { collectionsPageFi } from './fi/collectionsPage';
import { favoriteFi, libraryFi } from './fi/library';
import { lessonPlansPageFi } from './fi/lessonPlansPage';
import { lessonsPageFi } from './fi/lessonsPage';
import { lessonReportFi } from './fi/lessonReport';
import { studentsGridFi } from './fi/studentsGrid';
import { dashboardsFi } from './fi/dashboards';
import { schoolFi } from './fi/school';
import { adminHomeFi } from './fi/adminHome';
import { familyFi } from './fi/family';
import { profileFi } from './fi/profile';
import { homesFi } from './fi/homes';
import { whatsNewFi } from './fi/whatsNew';

const appFi = {
  ...sharedFi,
  errors: errorsFi,
  auth: authFi,
  menu: menuFi,
  shell: shellFi,
  resources: resourcesFi,
  meetings: meetingsFi,
  contentImage: contentImageFi,
  storyWorlds: storyWorldsFi,
  files: filesFi,
  csvImport: csvImportFi,
  collectionsPage: collectionsPageFi,
  library: libraryFi,
  favorite: favoriteFi,
  lessonPlansPage: lessonPlansPageFi,
  lessonsPage: lessonsPageFi,
  lessonReport: lessonReportFi,
  studentsGrid: studentsGridFi,
  dashboards: dashboardsFi,
  school: schoolFi,
  adminHome: adminHomeFi,
  family: familyFi,
  profile: profileFi,
  homes: homesFi,
  whatsNew: whatsNewFi,
} satisfies Catalogue<AppMessages>;

export const fi = { ...raFi, ...appFi };
