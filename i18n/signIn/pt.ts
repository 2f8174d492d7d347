/** The sign-in screen's keys in this language (./subset.ts), loaded on their own (./index.ts). */
import { errorsPt } from '../pt/errors';
import { authPt, sharedPt, shellPt } from '../pt/shell';
import { signInSubset } from './subset';

export const signInPt = signInSubset({ auth: authPt, errors: errorsPt, shared: sharedPt, shell: shellPt });
