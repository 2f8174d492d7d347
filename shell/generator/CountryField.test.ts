import { describe, expect, it } from 'vitest';
import { countryName } from './CountryField';

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
});
