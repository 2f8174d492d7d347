/**
 * The light sign-in screen's messages, one chunk per language loaded when asked for: the screen
 * shows before react-admin and the full catalogues (i18n/provider.ts) are downloaded.
 */
import type { ShellLocale } from '../detectLocale';
import type { MessageTree } from '../types';

const LOADERS: Record<ShellLocale, () => Promise<MessageTree>> = {
  en: () => import('./en').then((m) => m.signInEn),
  es: () => import('./es').then((m) => m.signInEs),
  fi: () => import('./fi').then((m) => m.signInFi),
  pt: () => import('./pt').then((m) => m.signInPt),
};

export function loadSignInMessages(locale: ShellLocale): Promise<MessageTree> {
  return LOADERS[locale]();
}
