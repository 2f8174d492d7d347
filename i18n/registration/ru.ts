/**
 * Russian texts of the registration app, one module per English module (./ru/). Polite вы-forms.
 * Glossary: story world — мир историй; lesson plan — план урока; webinar — вебинар; booking —
 * запись; trial — пробный период; passphrase — кодовая фраза; account — учётная запись;
 * sign in — войти; host — ведущий; platform — платформа ("Education platform" stays as a name).
 */
import type { Catalogue } from '../types';
import type { RegistrationMessages } from './en';
import { errorsRu } from '../ru/errors';
import { commonRu } from './ru/common';
import { welcomeRu } from './ru/welcome';
import { authRu } from './ru/auth';
import { wizardRu } from './ru/wizard';
import { familyRu } from './ru/family';
import { webinarRu } from './ru/webinar';

export const registrationRu = {
  common: commonRu,
  welcome: welcomeRu,
  auth: authRu,
  wizard: wizardRu,
  family: familyRu,
  webinar: webinarRu,
  errors: errorsRu,
} satisfies Catalogue<RegistrationMessages>;
