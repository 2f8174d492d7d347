/**
 * The shell's one i18nProvider: the front-end of frontEnd.ts through ra-i18n-i18next, catalogues
 * en, es, fi, pt (the four the shell supports; seed section 1), English as fallback for missing keys.
 *
 * | i18nProvider method | i18next                                                    |
 * |---------------------|------------------------------------------------------------|
 * | translate(key, o)   | t(key, { count: o.smart_count, defaultValue: o._, ...o })  |
 * | changeLocale(l)     | changeLanguage(l), then remember l in cookie + storage     |
 * | getLocale()         | i18next.language                                           |
 * | getLocales()        | SHELL_LOCALE_CHOICES (drives react-admin's language menu)  |
 */
import { useMemo, useState } from 'react';
import { createInstance, type InitOptions } from 'i18next';
import { getI18nProvider, useI18nextProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { en } from './en';
import { es } from './es';
import { fi } from './fi';
import { pt } from './pt';
import { SHELL_LOCALE_CHOICES } from './localeChoices';
import { browserSources, detectLocale, languageChosen, showLanguage, SHELL_LOCALES, type ShellLocale } from './detectLocale';
import { i18nextOptions } from './frontEnd';

export { SHELL_LOCALE_CHOICES };

function shellOptions(lng: ShellLocale): InitOptions {
  return { ...i18nextOptions(lng, { en, es, fi, pt }), supportedLngs: SHELL_LOCALES };
}

function remembering(provider: I18nProvider): I18nProvider {
  showLanguage(provider.getLocale());
  return {
    ...provider,
    changeLocale: async (locale, options) => {
      await provider.changeLocale(locale, options);
      languageChosen(locale);
    },
  };
}

/** For tests and non-React callers: a ready provider in the given (or detected) locale. */
export async function createShellI18nProvider(lng: ShellLocale = detectLocale(browserSources())): Promise<I18nProvider> {
  return remembering(await getI18nProvider(createInstance(), shellOptions(lng), SHELL_LOCALE_CHOICES));
}

/** The provider for `<Admin>`; null until i18next has initialised (render a loader meanwhile). */
export function useShellI18nProvider(lng?: ShellLocale): I18nProvider | null {
  const [setup] = useState(() => ({
    i18nextInstance: createInstance(),
    options: shellOptions(lng ?? detectLocale(browserSources())),
  }));
  const provider = useI18nextProvider({ ...setup, availableLocales: SHELL_LOCALE_CHOICES });
  return useMemo(() => (provider ? remembering(provider) : null), [provider]);
}
