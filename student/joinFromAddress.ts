/**
 * The app opened at a lesson's join address (`/student/join/<passphrase>`, domain/joinAddress.ts):
 * the passphrase it carries, checked at once by the join screen, and the address put back to
 * `/student` once it has served (the student has joined, or went back to type another), so a
 * reload then returns to the joined lesson rather than joining again. Until then it stays, so a
 * reload on "Who are you?" does not make a child type the passphrase after all.
 */
import { passphraseInPath, STUDENT_APP_PATH } from '../domain/joinAddress';

interface Where {
  pathname: string;
  search: string;
  hash: string;
}

interface History {
  state: unknown;
  replaceState(data: unknown, unused: string, url?: string | URL | null): void;
}

/** The passphrase of the join address the app was opened at, or null. */
export function passphraseInAddress(location: Where = window.location): string | null {
  return passphraseInPath(location.pathname);
}

/** Back to the app's own address (keeping `?lng=` and the like), when it is a join address. */
export function leaveJoinAddress(location: Where = window.location, history: History = window.history): void {
  if (passphraseInPath(location.pathname) === null) return;
  history.replaceState(history.state, '', `${STUDENT_APP_PATH}${location.search}${location.hash}`);
}
