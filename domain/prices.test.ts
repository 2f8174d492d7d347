import { describe, expect, it } from 'vitest';
import { pencePerStudentMonth, priceValues } from './prices';

describe('prices', () => {
  it('works out the seed’s 83p per student per month from 300 GBP a year for a class of 30', () => {
    expect(pencePerStudentMonth()).toBe(83);
  });

  it('writes the Finnish monthly euro price with a decimal comma', () => {
    expect(priceValues('fi').perTeacherMonthEur).toBe('24,99');
    expect(priceValues('en').perTeacherMonthEur).toBe('24.99');
  });
});
