import { describe, expect, it } from 'vitest';
import { pageRange, paginationWindow } from './paginationWindow';

describe('paginationWindow', () => {
  it('shows every page up to 5 pages, none for no pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts one ellipsis before the last page near the start', () => {
    expect(paginationWindow(1, 6)).toEqual([1, 2, 3, 4, 'ellipsis', 6]);
    expect(paginationWindow(3, 20)).toEqual([1, 2, 3, 4, 'ellipsis', 20]);
  });

  it('puts one ellipsis after the first page near the end', () => {
    expect(paginationWindow(20, 20)).toEqual([1, 'ellipsis', 17, 18, 19, 20]);
    expect(paginationWindow(18, 20)).toEqual([1, 'ellipsis', 17, 18, 19, 20]);
  });

  it('shows the current page with its neighbours between two ellipses in the middle', () => {
    expect(paginationWindow(4, 20)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 20]);
    expect(paginationWindow(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(paginationWindow(17, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 'ellipsis', 20]);
  });

  it('always includes the current, first and last page, ascending, at most 7 slots', () => {
    for (let pages = 1; pages <= 30; pages += 1) {
      for (let current = 1; current <= pages; current += 1) {
        const slots = paginationWindow(current, pages);
        const numbers = slots.filter((s): s is number => s !== 'ellipsis');
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pages);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(slots.length).toBeLessThanOrEqual(7);
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(paginationWindow(0, 10)).toEqual(paginationWindow(1, 10));
    expect(paginationWindow(99, 10)).toEqual(paginationWindow(10, 10));
  });
});

describe('pageRange', () => {
  it('gives from-to of a page, the last page cut at the total', () => {
    expect(pageRange(1, 100, 250)).toEqual({ from: 1, to: 100 });
    expect(pageRange(3, 100, 250)).toEqual({ from: 201, to: 250 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
