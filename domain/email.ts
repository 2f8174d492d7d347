/**
 * E-mail addresses: one shape and one normal form for every side. The resource kit's `email`
 * fields (and so the server's validation and the console's forms), the registration forms, the
 * CSV import and the hand-written routes (invites, password reset) all check addresses here;
 * the kit re-exports it (resources/kit/validation.ts) for code that imports the kit.
 */

/** Something, an @, a domain with a dot; no spaces. Deliberately loose: the mail server decides. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed and lower-cased, as every email field stores it (seed section 5). */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Whether the address, once normalised, has the shape of an e-mail address. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(normaliseEmail(value));
}
