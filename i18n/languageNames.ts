/**
 * Every language the product speaks, each named in itself, so a speaker finds theirs in any
 * menu: data, not catalogue text (the same in every catalogue). The apps' language menus and the
 * catalogues' language values read it here, the one place a language's name is written.
 */
export const OWN_LANGUAGE_NAMES = { en: 'English', fi: 'Suomi', pt: 'Português', es: 'Español', sv: 'Svenska', ru: 'Русский' } as const;

export type LanguageCode = keyof typeof OWN_LANGUAGE_NAMES;

export interface LocaleChoice<L extends string = string> {
  locale: L;
  name: string;
}

/** A language menu's entries, in the order given. */
export function languageChoices<L extends LanguageCode>(codes: readonly L[]): LocaleChoice<L>[] {
  return codes.map((locale) => ({ locale, name: OWN_LANGUAGE_NAMES[locale] }));
}

/** The names of just these languages, for a catalogue's values of a language field. */
export function languageNamesOf<L extends LanguageCode>(codes: readonly L[]): { [K in L]: (typeof OWN_LANGUAGE_NAMES)[K] } {
  return Object.fromEntries(codes.map((code) => [code, OWN_LANGUAGE_NAMES[code]])) as { [K in L]: (typeof OWN_LANGUAGE_NAMES)[K] };
}
