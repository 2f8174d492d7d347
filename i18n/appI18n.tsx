/**
 * The translation context of the apps without react-admin (registration and student), on the
 * front-end of frontEnd.ts: one i18next instance made by the app, a provider that detects the
 * language as the shell does (query `lng`, cookie, storage, browser), keeps `<html lang>` in step
 * and remembers a choice, and a `useT()` hook.
 *
 * | hook value       | i18next                                      |
 * |------------------|----------------------------------------------|
 * | t(key, values)   | t(key, values)                               |
 * | changeLocale(l)  | changeLanguage(l), remembered like the shell |
 * | locale           | language                                     |
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { browserSources, detectLocale, languageChosen, showLanguage } from './detectLocale';

export type TranslateValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslateValues) => string;

export interface AppI18nValue {
  t: Translate;
  locale: string;
  changeLocale(locale: string): void;
}

export interface AppI18n {
  Provider(props: { children: ReactNode; instance?: I18n }): ReactNode;
  useT(): AppI18nValue;
}

/**
 * True once the instance has its first language (at once when the catalogue is bundled; after
 * the fetch when a backend loads it, or after the fetch failed and English is the fallback).
 */
function useInitialised(i18n: I18n): boolean {
  const [ready, setReady] = useState(i18n.isInitialized);
  useEffect(() => {
    if (i18n.isInitialized) {
      setReady(true);
      return undefined;
    }
    const done = (): void => setReady(true);
    i18n.on('initialized', done);
    return () => i18n.off('initialized', done);
  }, [i18n]);
  return ready;
}

/** A provider and hook over instances made by `create` (tests pass their own instance), in one of `supported`. */
export function appI18n(appName: string, create: (lng: string) => I18n, supported: readonly string[]): AppI18n {
  const I18nContext = createContext<AppI18nValue | null>(null);

  function Provider({ children, instance }: { children: ReactNode; instance?: I18n }): ReactNode {
    const [i18n] = useState(() => instance ?? create(detectLocale(browserSources(), supported)));
    const [locale, setLocale] = useState(i18n.language);
    const ready = useInitialised(i18n);
    useEffect(() => {
      showLanguage(locale);
    }, [locale]);
    const value = useMemo<AppI18nValue>(
      () => ({
        t: (key, values) => i18n.t(key, values ?? {}),
        locale,
        changeLocale(next) {
          void i18n.changeLanguage(next).then(() => {
            languageChosen(next);
            setLocale(next);
          });
        },
      }),
      [i18n, locale],
    );
    // Nothing renders before the first language's catalogue is there (no raw keys on screen).
    return ready ? <I18nContext.Provider value={value}>{children}</I18nContext.Provider> : null;
  }

  function useT(): AppI18nValue {
    const value = useContext(I18nContext);
    if (!value) throw new Error(`useT outside the ${appName} app's I18n provider`);
    return value;
  }

  return { Provider, useT };
}
