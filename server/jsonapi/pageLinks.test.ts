import { describe, expect, it } from 'vitest';
import { pageLinks } from './pageLinks';

const ORIGIN = 'https://school.example';
const number = (link: string | undefined): string | null => (link === undefined ? null : new URL(link).searchParams.get('page[number]'));

describe('pageLinks', () => {
  it('names the neighbouring pages and keeps the rest of the query, brackets encoded', () => {
    const links = pageLinks(ORIGIN, '/api/v1/tags?filter[q]=a%20b&sort=-name&page[number]=2&page[size]=3', { number: 2, size: 3 }, 7);
    expect([links.self, links.first, links.prev, links.next, links.last].map(number)).toEqual(['2', '1', '1', '3', '3']);
    expect(links.next).toBe('https://school.example/api/v1/tags?filter%5Bq%5D=a+b&sort=-name&page%5Bnumber%5D=3&page%5Bsize%5D=3');
  });

  it('leaves out prev on the first page and next on the last, and has one page when nothing matches', () => {
    expect(pageLinks(ORIGIN, '/api/v1/tags', { number: 1, size: 25 }, 25)).toEqual({
      self: `${ORIGIN}/api/v1/tags?page%5Bnumber%5D=1&page%5Bsize%5D=25`,
      first: `${ORIGIN}/api/v1/tags?page%5Bnumber%5D=1&page%5Bsize%5D=25`,
      last: `${ORIGIN}/api/v1/tags?page%5Bnumber%5D=1&page%5Bsize%5D=25`,
    });
    expect(number(pageLinks(ORIGIN, '/api/v1/tags', { number: 1, size: 25 }, 0).last)).toBe('1');
  });

  it('points prev of a page past the end at the last page', () => {
    const links = pageLinks(ORIGIN, '/api/v1/tags?page[number]=9', { number: 9, size: 3 }, 7);
    expect([number(links.prev), links.next]).toEqual(['3', undefined]);
  });
});
