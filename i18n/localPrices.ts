/**
 * Texts a language prices in its own way (seed section 1: "the Finnish text states 24.99 EUR per
 * teacher per month" where English states 300 GBP a year). They fill other placeholders of
 * domain/prices.ts `priceValues` than English does, so the catalogue tests, which otherwise hold
 * every translation to English's placeholders, hold these to their own.
 */
export const LOCAL_PRICE_TEXTS: Readonly<Record<string, { keys: readonly string[]; placeholders: readonly string[] }>> = {
  fi: { keys: ['dashboards.unlock.price', 'wizard.plan.afterTrial'], placeholders: ['perTeacherMonthEur'] },
};

/** The placeholders `key` must fill in `language`: its own for a local price text, else English's. */
export function expectedPlaceholders(language: string, key: string, english: readonly string[]): readonly string[] {
  const local = LOCAL_PRICE_TEXTS[language];
  return local?.keys.includes(key) ? local.placeholders : english;
}
