/** The library search's address and request rules, on their own. */
import { describe, expect, it } from 'vitest';
import { durationFilterOf, EMPTY_SEARCH, listParamsOf, parseSearch, searchParamsOf, unknownSort } from './searchState';

describe('library search state', () => {
  it('reads back what it writes', () => {
    const search = { ...EMPTY_SEARCH, terms: ['forest fires', 'Finland'], types: ['video' as const], film: [4, 9] as const, country: 'gb' as const, page: 3 };
    expect(parseSearch(searchParamsOf(search))).toEqual(search);
  });

  it('ignores what it does not know instead of sending it', () => {
    const s = parseSearch('type=poster&type=video&length=huge&film=1-99&age=3-4&rating=x&subject=latin&country=zz&sort=random&page=-2');
    expect(s).toEqual({ ...EMPTY_SEARCH, types: ['video'] });
    // The whole film range is no filter.
    expect(parseSearch('film=3-15').film).toBeNull();
  });

  it("understands the seed's names for the sorts, and tells an unknown one", () => {
    const names = { 'A-Z': 'az', a_z: 'az', most_recent: 'recent', 'Most relevant': 'relevant', 'most-popular': 'popular', unlocked_content: 'unlocked', recent: 'recent' };
    for (const [name, sort] of Object.entries(names)) {
      expect(parseSearch(new URLSearchParams({ sort: name })).sort, name).toBe(sort);
      expect(unknownSort(new URLSearchParams({ sort: name })), name).toBeNull();
    }
    expect(unknownSort(new URLSearchParams('sort=random'))).toBe('random');
    expect(unknownSort(new URLSearchParams('term=water'))).toBeNull();
  });

  it('joins length and film range into the tightest bounds', () => {
    expect(durationFilterOf({ length: 'short', film: null })).toEqual({ lt: 5 });
    expect(durationFilterOf({ length: 'medium', film: null })).toEqual({ gte: 5, lte: 10 });
    expect(durationFilterOf({ length: 'long', film: null })).toEqual({ gt: 10 });
    expect(durationFilterOf({ length: null, film: [6, 12] })).toEqual({ gte: 6, lte: 12 });
    expect(durationFilterOf({ length: 'medium', film: [3, 8] })).toEqual({ gte: 5, lte: 8 });
    expect(durationFilterOf({ length: 'short', film: [3, 12] })).toEqual({ gte: 3, lt: 5 });
    expect(durationFilterOf({ length: null, film: null })).toBeUndefined();
  });

  it('ranks by relevance only when there are terms to rank by', () => {
    expect(listParamsOf({ ...EMPTY_SEARCH, sort: 'relevant' }).sort).toEqual({ field: 'name', order: 'ASC' });
    expect(listParamsOf({ ...EMPTY_SEARCH, terms: ['water'] }).sort).toEqual({ field: 'relevance', order: 'DESC' });
  });
});
