import { describe, expect, it } from 'vitest';
import { isoInstant } from './instant';

describe('isoInstant', () => {
  it('renders the drivers\' UTC text exactly as Date#toISOString does', () => {
    for (const text of [
      '2026-11-26 00:00:49+00',
      '2026-11-26 00:00:49.2+00',
      '2026-11-26 00:00:49.28+00',
      '2026-11-26 00:00:49.280+00',
      '2026-11-26 23:59:59.999999+00',
      '2026-11-26 08:30:49.2805+00',
      '1999-12-31 23:59:59.5+00',
    ])
      expect(isoInstant(text)).toBe(new Date(text).toISOString());
  });

  it('reads any other form through Date', () => {
    expect(isoInstant('2026-11-26 10:30:49.28+02')).toBe('2026-11-26T08:30:49.280Z');
    expect(isoInstant('2026-11-26T08:30:49.280Z')).toBe('2026-11-26T08:30:49.280Z');
  });
});
