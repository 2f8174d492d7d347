/**
 * Where sign-in leads (seed section 2.5, "redirects to a configured path"): the `redirect`
 * query when it is a path of this site, else the shell entered with the token. Anything that
 * could leave the site (`//evil.test`, `https://…`, `/\evil.test`) is ignored, so a crafted
 * sign-in link cannot send a fresh session elsewhere.
 */
import { appUrl } from '../../paths';

/** Paths served by other apps of this site: reached by loading the page, not by the router. */
const OTHER_APPS = ['/app', '/student', '/api'];

export type SignInDestination = { route: string } | { leave: string };

export function isSameSitePath(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  // Browsers drop tabs and newlines from addresses, which would turn `/\t/evil.test` into `//evil.test`.
  return ![...value].some((c) => c.charCodeAt(0) < 0x20 || c === ' ');
}

function belongsToOtherApp(path: string): boolean {
  return OTHER_APPS.some((prefix) => path.startsWith(prefix) && (path.length === prefix.length || '/?#'.includes(path.charAt(prefix.length))));
}

export function signInDestination(redirect: string | null | undefined, jwt: string): SignInDestination {
  if (!isSameSitePath(redirect)) return { leave: appUrl(jwt) };
  return belongsToOtherApp(redirect) ? { leave: redirect } : { route: redirect };
}
