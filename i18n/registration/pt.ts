/**
 * The registration app in European Portuguese, one module per English module (./pt/*), with the
 * shared error texts (i18n/pt/errors.ts).
 *
 * Glossary (kept the same across the Portuguese catalogues): sign in = iniciar sessão,
 * log out = terminar sessão, password = palavra-passe, username = nome de utilizador,
 * email = email, trial = período experimental, story world = mundo de histórias,
 * lesson plan = plano de aula, class = turma, lesson = aula, passphrase = frase-passe,
 * booking = inscrição, session = sessão, reschedule = reagendar, host = anfitrião,
 * parent = encarregado de educação, support = apoio, school address = morada.
 * Addressed formally (o seu, Inicie…); the student app (children) uses "tu".
 */
import type { Catalogue } from '../types';
import type { RegistrationMessages } from './en';
import { errorsPt } from '../pt/errors';
import { commonPt } from './pt/common';
import { welcomePt } from './pt/welcome';
import { authPt } from './pt/auth';
import { wizardPt } from './pt/wizard';
import { familyPt } from './pt/family';
import { webinarPt } from './pt/webinar';

export const registrationPt = {
  common: commonPt,
  welcome: welcomePt,
  auth: authPt,
  wizard: wizardPt,
  family: familyPt,
  webinar: webinarPt,
  errors: errorsPt,
} satisfies Catalogue<RegistrationMessages>;
