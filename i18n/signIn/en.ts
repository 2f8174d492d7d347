/** The sign-in screen's keys in this language (./subset.ts), loaded on their own (./index.ts). */
import { errorsEn } from '../errors.en';
import { authEn, sharedEn, shellEn } from '../en.shell';
import { signInSubset } from './subset';

export const signInEn = signInSubset({ auth: authEn, errors: errorsEn, shared: sharedEn, shell: shellEn });
