/**
 * Portuguese (European): react-admin's own messages plus the application's keys, one module per
 * English module in i18n/pt/ (each checked complete against its English module), and the error
 * texts the registration app shares (./pt/errors.ts).
 *
 * Glossary (the same term everywhere): lesson plan = plano de aula; lesson = aula; class = turma;
 * story world = mundo de histórias; collection = coleção; favourite = favorito; licence = licença;
 * licensing = licenciamento; trial = período experimental; seat = lugar; webinar = webinar;
 * session = sessão; attendee = participante; passphrase = frase-passe; dashboard = painel;
 * tag = etiqueta; curriculum = currículo; parent = encarregado de educação (a person's own
 * children: filhos); quest = missão; save = guardar; delete = eliminar; upload = carregar;
 * link = link; booking = inscrição; reschedule = reagendar; get in touch = contacte-nos. Adults are addressed formally; children with "tu".
 */
import type { AppMessages } from './en';
import type { Catalogue } from './types';
import { raPt } from './pt/ra';
import { errorsPt } from './pt/errors';
import { authPt, menuPt, sharedPt, shellPt } from './pt/shell';
import { resourcesPt } from './pt/resources';
import { meetingsPt } from './pt/meetings';
import { contentImagePt, storyWorldsPt } from './pt/contents';
import { csvImportPt, filesPt } from './pt/import';
import { collectionsPagePt } from './pt/collectionsPage';
import { favoritePt, libraryPt } from './pt/library';
import { lessonPlansPagePt } from './pt/lessonPlansPage';
import { lessonsPagePt } from './pt/lessonsPage';
import { lessonReportPt } from './pt/lessonReport';
import { studentsGridPt } from './pt/studentsGrid';
import { dashboardsPt } from './pt/dashboards';
import { schoolPt } from './pt/school';
import { adminHomePt } from './pt/adminHome';
import { familyPt } from './pt/family';
import { profilePt } from './pt/profile';
import { homesPt } from './pt/homes';
import { whatsNewPt } from './pt/whatsNew';

const appPt = {
  ...sharedPt,
  errors: errorsPt,
  auth: authPt,
  menu: menuPt,
  shell: shellPt,
  resources: resourcesPt,
  meetings: meetingsPt,
  contentImage: contentImagePt,
  storyWorlds: storyWorldsPt,
  files: filesPt,
  csvImport: csvImportPt,
  collectionsPage: collectionsPagePt,
  library: libraryPt,
  favorite: favoritePt,
  lessonPlansPage: lessonPlansPagePt,
  lessonsPage: lessonsPagePt,
  lessonReport: lessonReportPt,
  studentsGrid: studentsGridPt,
  dashboards: dashboardsPt,
  school: schoolPt,
  adminHome: adminHomePt,
  family: familyPt,
  profile: profilePt,
  homes: homesPt,
  whatsNew: whatsNewPt,
} satisfies Catalogue<AppMessages>;

export const pt = { ...raPt, ...appPt };
