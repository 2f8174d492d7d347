/**
 * The shell's one i18nProvider: i18next through ra-i18n-i18next, catalogues en, es, fi, pt
 * (the four the shell supports; seed section 1), English as fallback for missing keys.
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
import { browserSources, detectLocale, FALLBACK_LOCALE, rememberLocale, SHELL_LOCALES, type ShellLocale } from './detectLocale';

export { SHELL_LOCALE_CHOICES };

export function i18nextOptions(lng: ShellLocale): InitOptions {
  return {
    lng,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: SHELL_LOCALES,
    load: 'languageOnly',
    resources: {
      en: { translation: en },
      es: { translation: es },
      fi: { translation: fi },
      pt: { translation: pt },
    },
    // React escapes on render; escaping here too would show `&#x2F;` in messages.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  };
}

/** Screen readers pronounce the page in its language (WCAG 3.1.1). */
function applyDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

function remembering(provider: I18nProvider): I18nProvider {
  applyDocumentLanguage(provider.getLocale());
  return {
    ...provider,
    changeLocale: async (locale, options) => {
      await provider.changeLocale(locale, options);
      rememberLocale(locale);
      applyDocumentLanguage(locale);
    },
  };
}

/** For tests and non-React callers: a ready provider in the given (or detected) locale. */
export async function createShellI18nProvider(lng: ShellLocale = detectLocale(browserSources())): Promise<I18nProvider> {
  return remembering(await getI18nProvider(createInstance(), i18nextOptions(lng), SHELL_LOCALE_CHOICES));
}

/** The provider for `<Admin>`; null until i18next has initialised (render a loader meanwhile). */
export function useShellI18nProvider(lng?: ShellLocale): I18nProvider | null {
  const [setup] = useState(() => ({
    i18nextInstance: createInstance(),
    options: i18nextOptions(lng ?? detectLocale(browserSources())),
  }));
  const provider = useI18nextProvider({ ...setup, availableLocales: SHELL_LOCALE_CHOICES });
  return useMemo(() => (provider ? remembering(provider) : null), [provider]);
}
