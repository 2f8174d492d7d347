import { describe, expect, it } from 'vitest';
import { countriesIn, countryName } from './countries';

describe("a country code's name", () => {
  it('is the country named in the interface language, not the raw code', () => {
    expect(countryName('gb', 'en-GB')).toBe('United Kingdom');
    expect(countryName('gb', 'fi')).toBe('Iso-Britannia');
    expect(countryName('GB', 'es')).toBe('Reino Unido');
  });

  it('is what was stored when it is no code, and empty when there is none', () => {
    expect(countryName('Narnia', 'en')).toBe('Narnia');
    expect(countryName(null, 'en')).toBe('');
    expect(countryName('  ', 'en')).toBe('');
  });

  it('is the code as stored when neither the browser nor the list knows it', () => {
    expect(countryName('xq', 'en')).toBe('xq');
  });
});

describe('the countries a school may be in, in a language', () => {
  it('keeps gb, fi and us first and orders the rest by their name in that language', () => {
    const finnish = countriesIn('fi');
    expect(finnish.slice(0, 3).map((c) => c.name)).toEqual(['Iso-Britannia', 'Suomi', 'Yhdysvallat']);
    const rest = finnish.slice(3).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'fi')));
    expect(finnish.find((c) => c.code === 'se')?.name).toBe('Ruotsi');
  });

  it('offers a stored code the list lacks, so an edit never loses it', () => {
    expect(countriesIn('en', 'xq').at(-1)).toEqual({ code: 'xq', name: 'xq' });
    expect(countriesIn('en', 'gb').filter((c) => c.code === 'gb')).toHaveLength(1);
  });
});
