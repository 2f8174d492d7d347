/**
 * Finnish texts of the registration app (issue 14: complete, so a missing key fails `tsc`).
 * Glossary, shared with the other Finnish catalogues: platform = palvelu, trial = kokeilujakso,
 * story world = tarinamaailma, lesson plan = tuntisuunnitelma, webinar = webinaari,
 * booking = varaus, session = tilaisuus, host = juontaja, passphrase = tunnuslause,
 * sign in = kirjaudu sisään, email = sähköposti, colleague = kollega. Sinä-forms throughout.
 */
import type { Catalogue } from '../types';
import type { RegistrationMessages } from './en';
import { errorsFi } from '../fi/errors';
import { commonFi } from './fi/common';
import { welcomeFi } from './fi/welcome';
import { authFi } from './fi/auth';
import { wizardFi } from './fi/wizard';
import { familyFi } from './fi/family';
import { webinarFi } from './fi/webinar';

export const registrationFi = {
  common: commonFi,
  welcome: welcomeFi,
  auth: authFi,
  wizard: wizardFi,
  family: familyFi,
  webinar: webinarFi,
  errors: errorsFi,
} satisfies Catalogue<RegistrationMessages>;
