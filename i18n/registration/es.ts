/** The registration app in Spanish (Spain), complete: one module per English module (./es/*). */
import type { Catalogue } from '../types';
import type { RegistrationMessages } from './en';
import { errorsEs } from '../es/errors';
import { commonEs } from './es/common';
import { welcomeEs } from './es/welcome';
import { authEs } from './es/auth';
import { wizardEs } from './es/wizard';
import { familyEs } from './es/family';
import { webinarEs } from './es/webinar';

export const registrationEs = {
  common: commonEs,
  welcome: welcomeEs,
  auth: authEs,
  wizard: wizardEs,
  family: familyEs,
  webinar: webinarEs,
  errors: errorsEs,
} satisfies Catalogue<RegistrationMessages>;
