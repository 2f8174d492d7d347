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
