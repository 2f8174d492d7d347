/**
 * Catalogues fetched when their language is needed (issue 15: the registration and student apps
 * ship English, the fallback, in their first script and each other language as a chunk of its
 * own). An i18next backend over one dynamic import per language: i18next loads the detected
 * language before it reports itself initialised (appI18n's provider waits for that), and
 * `changeLanguage` loads the chosen one before it switches, so a screen never shows raw keys.
 */
import type { BackendModule, ResourceKey } from 'i18next';
import type { MessageTree } from './types';

export type CatalogueLoaders = Readonly<Record<string, () => Promise<MessageTree>>>;

/** A backend reading `translation` of each language from `loaders`; languages it lacks load nothing. */
export function catalogueBackend(loaders: CatalogueLoaders): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, _namespace, callback) {
      const load = loaders[language];
      if (!load) {
        // Nothing to fetch (English ships in the entry): i18next keeps what it has.
        callback(null, {});
        return;
      }
      load().then(
        (messages) => callback(null, messages as ResourceKey),
        // i18next retries a failed read a few times, then falls back to English.
        (error: unknown) => callback(error instanceof Error ? error : String(error), null),
      );
    },
  };
}
