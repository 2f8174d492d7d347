/**
 * The prices the product states (seed sections 1 and 9): one home for the figures the price texts
 * interpolate, so the plan step and the console's offer card cannot disagree. Pure data.
 */
export const PRICES = {
  /** Per teacher per year, in GBP. */
  perTeacherYear: 300,
  /** Under the funded-discount offer (domain/licensing.ts LICENSING_OFFERS): per teacher, in GBP, for `fundedDiscountMonths`. */
  fundedDiscountPerTeacher: 150,
  fundedDiscountMonths: 12,
  /** The class the per-student figure is worked out for: 300 GBP a year over 30 students is 83p a month each. */
  classSize: 30,
  /** The Finnish texts state a monthly price in euros instead (seed section 1). */
  finnishPerTeacherMonthEur: 24.99,
} as const;

/** Pence per student per month of the yearly teacher price, for a class of `PRICES.classSize`: 83. */
export function pencePerStudentMonth(): number {
  return Math.floor((PRICES.perTeacherYear * 100) / 12 / PRICES.classSize);
}

/** The values every price text interpolates, the euro figure written as `locale` writes decimals ("24,99" in Finnish). */
export function priceValues(locale: string): Record<string, number | string> {
  return {
    perTeacherYear: PRICES.perTeacherYear,
    perStudentMonth: pencePerStudentMonth(),
    classSize: PRICES.classSize,
    discountPerTeacher: PRICES.fundedDiscountPerTeacher,
    discountMonths: PRICES.fundedDiscountMonths,
    perTeacherMonthEur: new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(PRICES.finnishPerTeacherMonthEur),
  };
}
