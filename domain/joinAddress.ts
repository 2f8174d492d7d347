/**
 * A lesson's join address (issue 25): the student app's address with the passphrase in its path,
 * `https://school.example/student/join/frog-maple-tulip-zebra-47`. The teacher's lesson page
 * shows it and draws it as a QR code; the student app, opened at it, checks the passphrase at
 * once and asks only who the student is. A path rather than `?p=`: it reads aloud as it is
 * written ("slash student slash join slash frog maple …") and needs no escaping, since a
 * passphrase is lower-case words, digits and hyphens. The server sends the student app for every
 * address under /student (server/static.ts), so no route is added there.
 */
import { normalisePassphrase } from './lessons';

/** Where the student app is served. */
export const STUDENT_APP_PATH = '/student';
/** The path before the passphrase. */
export const JOIN_PATH = `${STUDENT_APP_PATH}/join/`;

/** The join address of `passphrase` on the product at `origin` (e.g. window.location.origin). */
export function joinAddress(origin: string, passphrase: string): string {
  return `${origin.replace(/\/+$/, '')}${JOIN_PATH}${encodeURIComponent(passphrase)}`;
}

/**
 * The passphrase an address's path carries, in its own spelling (normalisePassphrase), or null
 * when the path is not a join address or carries nothing that could be a passphrase.
 */
export function passphraseInPath(pathname: string): string | null {
  if (!pathname.startsWith(JOIN_PATH)) return null;
  const rest = pathname.slice(JOIN_PATH.length).replace(/\/+$/, '');
  if (rest === '' || rest.includes('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return null;
  }
  const passphrase = normalisePassphrase(decoded);
  return passphrase === '' ? null : passphrase;
}

/** The address as read aloud or typed: without the scheme (browsers add it). */
export function addressForReading(address: string): string {
  return address.replace(/^https?:\/\//, '');
}
