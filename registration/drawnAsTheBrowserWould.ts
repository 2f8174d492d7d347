/**
 * Whether the page the server drew is the one this browser's first render draws, so React may
 * take it over: the server draws for a signed-out visitor in the language it can tell from the
 * request (query, cookie, Accept-Language). A visitor whose stored language or stored session
 * says otherwise gets the page drawn again in the browser (a mismatch React would only report).
 */
import { isJwtLive } from '../authProvider/jwt';
import { tokenStore } from '../dataProvider/tokenStore';
import { browserSources, detectLocale } from '../i18n/detectLocale';
import type { InitialPage } from './initialPage';
import { REGISTRATION_LOCALE_CODES } from './locales';

export function drawnAsTheBrowserWould(drawn: InitialPage): boolean {
  const locale = detectLocale(browserSources(), REGISTRATION_LOCALE_CODES);
  const token = tokenStore.get();
  return locale === drawn.locale && (token === null || !isJwtLive(token));
}
