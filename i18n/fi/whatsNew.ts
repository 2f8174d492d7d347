/** Finnish texts of the What's new page (the release notes themselves are site copy). */
import type { whatsNewEn } from '../en.whatsNew';
import type { Catalogue } from '../types';

export const whatsNewFi = {
  loadFailed: 'Uutisia ei voitu ladata. Yritä uudelleen.',
  empty: 'Ei vielä uutta.',
} satisfies Catalogue<typeof whatsNewEn>;
