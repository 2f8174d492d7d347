/** The sign-in screen's keys in this language (./subset.ts), loaded on their own (./index.ts). */
import { errorsEs } from '../es/errors';
import { authEs, sharedEs, shellEs } from '../es/shell';
import { signInSubset } from './subset';

export const signInEs = signInSubset({ auth: authEs, errors: errorsEs, shared: sharedEs, shell: shellEs });
