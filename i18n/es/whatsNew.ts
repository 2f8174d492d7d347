/** Spanish texts of the What's new page (mirrors ../en.whatsNew.ts); the notes themselves are site copy. */
import type { whatsNewEn } from '../en.whatsNew';
import type { Catalogue } from '../types';

export const whatsNewEs = {
  loadFailed: 'No se han podido cargar las novedades. Inténtalo de nuevo.',
  empty: 'Aún no hay novedades.',
} satisfies Catalogue<typeof whatsNewEn>;
