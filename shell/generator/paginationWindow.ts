/**
 * The page numbers a pagination bar shows (seed 2.6: ellipses above 5 pages). Up to 5 pages all
 * are shown; beyond that the first, the last and the current page with its neighbours, gaps shown
 * as 'ellipsis'. The bar keeps 7 slots so it does not jump while paging.
 */
export type PageSlot = number | 'ellipsis';

export const PAGES_WITHOUT_ELLIPSIS = 5;

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

export function paginationWindow(current: number, pages: number): PageSlot[] {
  if (pages < 1) return [];
  if (pages <= PAGES_WITHOUT_ELLIPSIS) return range(1, pages);
  const page = Math.min(Math.max(1, Math.trunc(current)), pages);
  if (page <= 3) return [...range(1, 4), 'ellipsis', pages];
  if (page >= pages - 2) return [1, 'ellipsis', ...range(pages - 3, pages)];
  return [1, 'ellipsis', page - 1, page, page + 1, 'ellipsis', pages];
}

/** 'from-to of total' numbers for a page (1-based); zero rows gives 0-0. */
export function pageRange(page: number, perPage: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * perPage + 1;
  return { from, to: Math.min(total, page * perPage) };
}
