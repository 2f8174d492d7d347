/**
 * A catalogue in another language: any subset of the English keys, no key English lacks
 * (`satisfies` reports excess keys), strings in place of English literals. Missing keys fall
 * back to English through i18next's `fallbackLng`.
 */
export type PartialCatalogue<T> = {
  [K in keyof T]?: T[K] extends string ? string : PartialCatalogue<T[K]>;
};

/** A translation tree as i18next stores it. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** i18next's plural forms: a language may need more than English's `_one` / `_other` (Russian: `_few`, `_many`). */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * A complete catalogue in another language (issue 14): every English key, no key English lacks,
 * strings in place of English literals, so a missing or misspelt key fails the type check. Extra
 * plural forms of a pluralised key (`count_few` beside English's `count_one`/`count_other`) are
 * allowed, since other languages have more forms than English.
 */
export type Catalogue<T> = {
  [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]>;
} & { [K in `${string}_${PluralSuffix}`]?: string };
