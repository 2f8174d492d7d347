/**
 * The registration app's English catalogue, `as const` so other languages are checked against
 * its shape. Form and API error texts are the ones the server and the shell use (errors.en.ts).
 */
import { errorsEn } from '../errors.en';
import { commonEn } from './en.common';
import { welcomeEn } from './en.welcome';
import { authEn } from './en.auth';
import { wizardEn } from './en.wizard';
import { familyEn } from './en.family';
import { webinarEn } from './en.webinar';

export const registrationEn = {
  common: commonEn,
  welcome: welcomeEn,
  auth: authEn,
  wizard: wizardEn,
  family: familyEn,
  webinar: webinarEn,
  errors: errorsEn,
} as const;

export type RegistrationMessages = typeof registrationEn;
