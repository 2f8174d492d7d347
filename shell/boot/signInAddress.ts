/**
 * The addresses of a first visit without a session, as react-admin handles them: any console
 * page sends the visitor to /app/login, remembering the page asked for where react-router keeps a
 * location's state (`usr`: react-admin's `{ nextPathname, nextSearch }`, so a reload of the sign-in
 * page still knows it), and signing in leads there, else to the console's home.
 */
import { SHELL_BASENAME, SHELL_LOGIN_PATH } from './shellAddress';

export interface AddressLike {
  pathname: string;
  search: string;
}

export interface HistoryLike {
  state: unknown;
  replaceState(data: unknown, unused: string, url?: string | null): void;
}

interface NextPage {
  nextPathname: string;
  nextSearch?: string;
}

function isNextPage(value: unknown): value is NextPage {
  return typeof value === 'object' && value !== null && typeof (value as { nextPathname?: unknown }).nextPathname === 'string';
}

function isConsolePath(pathname: string): boolean {
  return pathname === SHELL_BASENAME || pathname.startsWith(`${SHELL_BASENAME}/`);
}

/** Shows the sign-in page's address; on it already, nothing changes (its `?reason=` stays). */
export function moveToSignIn(location: AddressLike, history: HistoryLike): void {
  if (location.pathname === SHELL_LOGIN_PATH) return;
  const next: NextPage | undefined = isConsolePath(location.pathname) ? { nextPathname: location.pathname, nextSearch: location.search } : undefined;
  history.replaceState(next ? { usr: next } : null, '', SHELL_LOGIN_PATH);
}

/** Where signing in leads: the page asked for, else the console's home (react-admin's afterLoginUrl). */
export function pageAfterSignIn(historyState: unknown): string {
  const next = typeof historyState === 'object' && historyState !== null ? (historyState as { usr?: unknown }).usr : undefined;
  return isNextPage(next) ? `${next.nextPathname}${next.nextSearch ?? ''}` : `${SHELL_BASENAME}/`;
}
