import { describe, expect, it } from 'vitest';
import { formatDate, intlLocale } from './dates';

describe('dates in the interface language', () => {
  it('writes English as en-GB, day/month/year, and other languages their own way', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(formatDate('2026-11-26T02:42:00Z', 'en', 'moment', 'UTC')).toBe('26/11/2026, 02:42');
    expect(formatDate('2026-11-26', 'en')).toBe('26/11/2026');
    expect(formatDate('2026-11-26', 'fi')).toBe('26.11.2026');
  });

  it('never names a month in English on a Finnish screen', () => {
    const moment = formatDate('2026-11-26T02:42:00Z', 'fi', 'moment', 'UTC') ?? '';
    expect(moment).toMatch(/^26\.11\.2026/);
    expect(moment).not.toMatch(/Nov/);
    expect(formatDate('2026-10-19', 'fi', 'longDay')).toBe('19. lokakuuta 2026');
    expect(formatDate('2026-10-19', 'en', 'longDay')).toBe('19 October 2026');
  });

  it('keeps a bare day on its calendar day and gives nothing for an unreadable value', () => {
    expect(formatDate('2026-12-07', 'en', 'day', undefined)).toBe('07/12/2026');
    expect(formatDate('not a date', 'en')).toBeUndefined();
    expect(formatDate(null, 'en')).toBeUndefined();
    expect(formatDate('', 'en')).toBeUndefined();
  });
});
