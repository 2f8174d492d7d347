/**
 * The registration app in Swedish (issue 14), one module per English module (./sv/), plus the
 * shared error texts. Glossary kept across the Swedish files: sign in = logga in, account = konto,
 * email = e-post / e-postadress (a message sent = mejl), webinar = webbinarium, booking = bokning,
 * reschedule = boka om / flytta bokningen, trial = provperiod, story world = berättelsevärld,
 * lesson plan = lektionsplanering, passphrase = lösenfras, platform = plattformen; du-form.
 */
import type { Catalogue } from '../types';
import type { RegistrationMessages } from './en';
import { errorsSv } from '../sv/errors';
import { commonSv } from './sv/common';
import { welcomeSv } from './sv/welcome';
import { authSv } from './sv/auth';
import { wizardSv } from './sv/wizard';
import { familySv } from './sv/family';
import { webinarSv } from './sv/webinar';

export const registrationSv = {
  common: commonSv,
  welcome: welcomeSv,
  auth: authSv,
  wizard: wizardSv,
  family: familySv,
  webinar: webinarSv,
  errors: errorsSv,
} satisfies Catalogue<RegistrationMessages>;
