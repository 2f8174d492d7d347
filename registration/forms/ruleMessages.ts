/**
 * The registration forms' message objects and the e-mail rule of seed section 5, without yup, so
 * the welcome page's e-mail capture validates without loading yup (issue 15: its first script
 * stays small). `rules.ts` builds its yup schemas on these: one home for each rule.
 */
import { messages, type ValidationMessage } from '../../resources/kit/messages';
import { isValidEmail, normaliseEmail } from '../../domain/email';
import { isConsumerEmail } from '../../domain/signUp';

const form = (identifier: string): ValidationMessage => ({ key: `errors.form.${identifier}`, identifier });

export const ruleMessages = {
  ...messages,
  required: () => form('required'),
  emailSchoolInvalid: () => form('emailSchoolInvalid'),
  emailOrganizationInvalid: () => form('emailOrganizationInvalid'),
  consentRequired: () => form('consentRequired'),
  emailNotUnique: () => form('emailNotUnique'),
  accountExists: () => form('accountExists'),
};

/** Which consumer-domain rule an email field applies. */
export type EmailVariant = 'any' | 'school' | 'organization';

/** Only the message object of a yup error, whatever shape yup hands it in. */
export function asMessage(value: unknown): ValidationMessage | undefined {
  if (value && typeof value === 'object' && 'key' in value && typeof (value as { key: unknown }).key === 'string') return value as ValidationMessage;
  return undefined;
}

/**
 * What is wrong with an e-mail address as typed (trimmed and lower-cased first), or undefined:
 * missing or malformed, or, for the school and organisation variants, a free consumer address.
 */
export function emailProblem(value: string, variant: EmailVariant = 'any'): ValidationMessage | undefined {
  const email = normaliseEmail(value);
  if (email === '' || !isValidEmail(email)) return ruleMessages.emailInvalid();
  if (variant === 'any' || !isConsumerEmail(email)) return undefined;
  return variant === 'school' ? ruleMessages.emailSchoolInvalid() : ruleMessages.emailOrganizationInvalid();
}
