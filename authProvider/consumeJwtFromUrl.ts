/**
 * Seed section 4: a `jwt` query parameter is read on load, stored when its expiry is in the
 * future, and removed from the address in every case, so it never lingers in history, bookmarks
 * or Referer headers. Works for `?jwt=` and for hash routes (`#/lessons?jwt=`).
 */
import { isJwtLive } from './jwt';
import { tokenStore } from '../dataProvider/tokenStore';

export interface LocationLike {
  href: string;
}

export interface HistoryLike {
  state: unknown;
  replaceState(data: unknown, unused: string, url?: string | URL | null): void;
}

export interface TokenSink {
  set(token: string): void;
}

/** Returns the token it stored, or null (none in the address, expired or not a JWT). */
export function consumeJwtFromUrl(
  location: LocationLike,
  history: HistoryLike,
  now: number = Date.now(),
  store: TokenSink = tokenStore,
): string | null {
  const url = new URL(location.href);
  const hashQuery = url.hash.includes('?') ? new URLSearchParams(url.hash.slice(url.hash.indexOf('?') + 1)) : undefined;
  const token = url.searchParams.get('jwt') ?? hashQuery?.get('jwt') ?? null;
  if (token === null) return null;

  url.searchParams.delete('jwt');
  if (hashQuery) {
    hashQuery.delete('jwt');
    const route = url.hash.slice(0, url.hash.indexOf('?'));
    const rest = hashQuery.toString();
    url.hash = rest === '' ? route : `${route}?${rest}`;
  }
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);

  if (!isJwtLive(token, now)) return null;
  store.set(token);
  return token;
}
