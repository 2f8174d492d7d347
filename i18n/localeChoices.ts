/**
 * The shell's languages as its language menus offer them. Language names are shown in their own
 * language, so they are data rather than catalogue keys. Kept apart from provider.ts (which loads
 * every catalogue and i18next) so the light sign-in screen can offer the same menu.
 */
export interface LocaleChoice {
  locale: string;
  name: string;
}

export const SHELL_LOCALE_CHOICES: LocaleChoice[] = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
  { locale: 'fi', name: 'Suomi' },
  { locale: 'pt', name: 'Português' },
];
