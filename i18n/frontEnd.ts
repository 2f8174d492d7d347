/**
 * The one i18n front-end under the three apps: how an i18next instance is set up. The console
 * wraps it in react-admin's provider (provider.ts), the registration and student apps in `useT()`
 * (appI18n.tsx). What showing or choosing a language does lives beside detection
 * (detectLocale.ts `showLanguage`, `languageChosen`), which the light sign-in screen uses without
 * loading i18next.
 */
import { createInstance, type i18n as I18n, type InitOptions } from 'i18next';
import { catalogueBackend, type CatalogueLoaders } from './catalogueBackend';
import { FALLBACK_LOCALE } from './detectLocale';
import type { MessageTree } from './types';

/** What every app's i18next shares: English behind every missing key, no double escaping. */
export function i18nextOptions(lng: string, resources: Readonly<Record<string, MessageTree>>): InitOptions {
  return {
    lng,
    fallbackLng: FALLBACK_LOCALE,
    load: 'languageOnly',
    resources: Object.fromEntries(Object.entries(resources).map(([locale, translation]) => [locale, { translation }])),
    // React escapes on render; escaping here too would show `&#x2F;` in messages.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  };
}

/**
 * An app whose English ships in its first script (the fallback, no round trip) and whose other
 * languages are chunks of their own, each fetched before the app first renders in it (issue 15).
 */
export function createLazyI18n(lng: string, english: MessageTree, later: CatalogueLoaders): I18n {
  const instance = createInstance().use(catalogueBackend(later));
  void instance.init({ ...i18nextOptions(lng, { en: english }), partialBundledLanguages: true, initImmediate: false });
  return instance;
}
