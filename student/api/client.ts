/**
 * The student app's connection to the API: the shared transport (section 7 headers, the `/new`
 * guard) with the registration app's plain ApiFailure errors (no react-admin). Lesson and answer
 * calls carry the student's token; the passphrase login is anonymous.
 */
import { createTransport, type Send } from '../../dataProvider/transport';
import { tokenStore } from '../../dataProvider/tokenStore';
import { apiFailures } from '../../dataProvider/ApiFailure';
import { loadSession } from '../session';

let currentLocale = 'en';
/** The interface language sent with every call (X-User-Locale); set by the i18n provider. */
export function setRequestLocale(locale: string): void {
  currentLocale = locale;
}

/** The student's token when a lesson is joined, else the shell's (a teacher launching the app). */
export function studentToken(): string | null {
  return loadSession()?.jwt ?? tokenStore.get();
}

export const send: Send = createTransport({ application: 'student', getLocale: () => currentLocale, getToken: studentToken }, apiFailures);

/** A JSON:API request document. */
export function document(data: Record<string, unknown>): { data: Record<string, unknown> } {
  return { data };
}

/** Calls as whoever is signed in to the shell (the `jwt` a launch from the shell stored). */
export const sendAsShellUser: Send = createTransport({ application: 'student', getLocale: () => currentLocale, getToken: tokenStore.get }, apiFailures);
