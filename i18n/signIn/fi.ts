/** The sign-in screen's keys in this language (./subset.ts), loaded on their own (./index.ts). */
import { errorsFi } from '../fi/errors';
import { authFi, sharedFi, shellFi } from '../fi/shell';
import { signInSubset } from './subset';

export const signInFi = signInSubset({ auth: authFi, errors: errorsFi, shared: sharedFi, shell: shellFi });
