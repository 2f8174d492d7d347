/**
 * The shell's languages as its language menus offer them. Language names are shown in their own
 * language (languageNames.ts). Kept apart from provider.ts (which loads
 * every catalogue and i18next) so the light sign-in screen can offer the same menu.
 */
import { languageChoices, type LocaleChoice } from './languageNames';

export type { LocaleChoice };

export const SHELL_LOCALE_CHOICES: LocaleChoice[] = languageChoices(['en', 'es', 'fi', 'pt']);
