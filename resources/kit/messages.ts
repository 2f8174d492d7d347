/**
 * Validation messages are i18n keys with values, never English text: the console translates
 * them, and the server renders them in English for `detail` (seed section 5).
 */
export type ValidationMessage = {
  key: string;
  values?: Record<string, string | number>;
  /** The short name sent as `meta.error_identifier`, e.g. `fieldNoBlank`. */
  identifier: string;
};

const form = (identifier: string, values?: Record<string, string | number>): ValidationMessage => ({
  key: `errors.form.${identifier}`,
  identifier,
  ...(values ? { values } : {}),
});

export const messages = {
  fieldNoBlank: () => form('fieldNoBlank'),
  emailInvalid: () => form('emailInvalid'),
  passwordLength: (min: number) => form('passwordLength', { value: min }),
  passwordMismatch: () => form('passwordMismatch'),
  maxLength: (max: number) => form('maxLength', { value: max }),
  maxWords: (max: number) => form('maxWords', { value: max }),
  wholeNumber: () => form('wholeNumber'),
  number: () => form('number'),
  min: (min: number) => form('min', { value: min }),
  max: (max: number) => form('max', { value: max }),
  oneOf: (values: readonly string[]) => form('oneOf', { value: values.join(', ') }),
  date: () => form('date'),
  boolean: () => form('boolean'),
  list: () => form('list'),
  mapOfBooleans: () => form('mapOfBooleans'),
  mapOfTexts: () => form('mapOfTexts'),
} as const;
