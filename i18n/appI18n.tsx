/**
 * The translation context of the apps without react-admin (registration and student): one
 * i18next instance made by the app, a provider that detects the language as the shell does
 * (query `lng`, cookie, storage, browser), keeps `<html lang>` in step and remembers a choice,
 * and a `useT()` hook.
 *
 * | hook value       | i18next                                      |
 * |------------------|----------------------------------------------|
 * | t(key, values)   | t(key, values)                               |
 * | changeLocale(l)  | changeLanguage(l), remembered like the shell |
 * | locale           | language                                     |
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { browserSources, detectLocale, rememberLocale } from './detectLocale';

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

/** A provider and hook over instances made by `create` (tests pass their own instance), in one of `supported`. */
export function appI18n(appName: string, create: (lng: string) => I18n, supported: readonly string[]): AppI18n {
  const I18nContext = createContext<AppI18nValue | null>(null);

  function Provider({ children, instance }: { children: ReactNode; instance?: I18n }): ReactNode {
    const [i18n] = useState(() => instance ?? create(detectLocale(browserSources(), supported)));
    const [locale, setLocale] = useState(i18n.language);
    useEffect(() => {
      document.documentElement.lang = locale;
    }, [locale]);
    const value = useMemo<AppI18nValue>(
      () => ({
        t: (key, values) => i18n.t(key, values ?? {}),
        locale,
        changeLocale(next) {
          void i18n.changeLanguage(next).then(() => {
            rememberLocale(next);
            setLocale(next);
          });
        },
      }),
      [i18n, locale],
    );
    return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
  }

  function useT(): AppI18nValue {
    const value = useContext(I18nContext);
    if (!value) throw new Error(`useT outside the ${appName} app's I18n provider`);
    return value;
  }

  return { Provider, useT };
}
