/** The registration app in this language (issue 14 completes it); missing keys fall back to English. */
import type { PartialCatalogue } from '../types';
import type { RegistrationMessages } from './en';

export const registrationPt = {} satisfies PartialCatalogue<RegistrationMessages>;
