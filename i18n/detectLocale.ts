/**
 * Which language the shell starts in. The seed's order (section 9): query string `lng`,
 * cookie `i18next`, local storage, browser; the first candidate the shell supports wins,
 * else English. Written by hand to avoid adding i18next-browser-languagedetector; the names
 * (`lng`, `i18next`, `i18nextLng`) are that detector's, so the registration app can share them.
 */
import { SHELL_LOCALES, type ShellLocale } from '../domain/constants';

export { SHELL_LOCALES, type ShellLocale };
export const FALLBACK_LOCALE: ShellLocale = 'en';

export const LOOKUP_QUERY = 'lng';
export const LOOKUP_COOKIE = 'i18next';
export const LOOKUP_STORAGE = 'i18nextLng';

export interface DetectionSources {
  /** `location.search`, e.g. `?lng=fi`. */
  search?: string;
  /** `document.cookie`. */
  cookie?: string;
  /** The local storage value under `i18nextLng`. */
  stored?: string | null;
  /** `navigator.languages`, most preferred first. */
  browser?: readonly string[];
}

export function isShellLocale(value: string): value is ShellLocale {
  return (SHELL_LOCALES as readonly string[]).includes(value);
}

/** `pt-BR` → `pt`, `EN_gb` → `en`; undefined when nothing usable (not among `supported`). */
export function normaliseLocale<L extends string = ShellLocale>(value: string | null | undefined, supported: readonly L[] = SHELL_LOCALES as readonly string[] as readonly L[]): L | undefined {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return supported.find((l) => l === base);
}

function cookieValue(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The first candidate among `supported` (the shell's languages unless the app names its own), else English. */
export function detectLocale<L extends string = ShellLocale>(sources: DetectionSources, supported: readonly L[] = SHELL_LOCALES as readonly string[] as readonly L[]): L {
  const candidates = [
    sources.search !== undefined ? new URLSearchParams(sources.search).get(LOOKUP_QUERY) : undefined,
    sources.cookie !== undefined ? cookieValue(sources.cookie, LOOKUP_COOKIE) : undefined,
    sources.stored,
    ...(sources.browser ?? []),
  ];
  for (const candidate of candidates) {
    const locale = normaliseLocale(candidate, supported);
    if (locale) return locale;
  }
  return FALLBACK_LOCALE as L;
}

function readStorage(): string | null {
  try {
    return globalThis.localStorage?.getItem(LOOKUP_STORAGE) ?? null;
  } catch {
    // Storage can throw when disabled (private mode, sandboxed frames).
    return null;
  }
}

/** The sources of the running browser; empty outside one. */
export function browserSources(): DetectionSources {
  if (typeof window === 'undefined') return {};
  return {
    search: window.location.search,
    cookie: document.cookie,
    stored: readStorage(),
    browser: navigator.languages ?? [navigator.language],
  };
}

/** Remembers a chosen locale where detection looks next time (cookie and local storage). */
export function rememberLocale(locale: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOOKUP_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; SameSite=Lax`;
  try {
    globalThis.localStorage?.setItem(LOOKUP_STORAGE, locale);
  } catch {
    // Not remembering is harmless: the next visit detects again.
  }
}

/** The page says which language it speaks, so screen readers pronounce it right (WCAG 3.1.1). */
export function showLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** A person chose a language: the page speaks it, and detection finds it on the next visit. */
export function languageChosen(locale: string): void {
  rememberLocale(locale);
  showLanguage(locale);
}

/**
 * The language to save on a signed-in user (users.locale: their mails are written in it and the
 * shell starts in it), or null when nothing needs saving: the interface language when it is one
 * a user's record holds (the shell's) and differs from the saved one.
 */
export function localeToSave(current: string, saved: unknown): ShellLocale | null {
  const locale = normaliseLocale(current);
  return locale !== undefined && locale !== saved ? locale : null;
}
