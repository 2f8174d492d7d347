/** Portuguese texts of the What's new page (the release notes themselves are site copy). */
import type { Catalogue } from '../types';
import type { whatsNewEn } from '../en.whatsNew';

export const whatsNewPt = {
  loadFailed: 'Não foi possível carregar as novidades. Tente novamente.',
  empty: 'Ainda não há novidades.',
} satisfies Catalogue<typeof whatsNewEn>;
