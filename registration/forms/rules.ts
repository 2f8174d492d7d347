/**
 * The registration forms' validation rules (seed section 5) as yup schemas whose messages are
 * catalogue keys with values, the same message objects the resource kit uses, so the server's
 * and the app's wording cannot drift apart.
 */
import * as yup from 'yup';
import { messages, type ValidationMessage } from '../../resources/kit/messages';
import { PASSWORD_MIN_LENGTH } from '../../domain/constants';
import { isConsumerEmail, isValidEmail, normaliseEmail } from '../../domain/signUp';

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

export function emailRule(variant: EmailVariant = 'any'): yup.StringSchema {
  let rule = yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? normaliseEmail(v) : v))
    .required(ruleMessages.emailInvalid())
    .test('email', ruleMessages.emailInvalid(), (v) => v === undefined || isValidEmail(v));
  if (variant !== 'any') {
    const message = variant === 'school' ? ruleMessages.emailSchoolInvalid() : ruleMessages.emailOrganizationInvalid();
    rule = rule.test('consumer', message, (v) => v === undefined || !isConsumerEmail(v));
  }
  return rule;
}

export const notBlank = (): yup.StringSchema =>
  yup.string().required(ruleMessages.fieldNoBlank()).test('blank', ruleMessages.fieldNoBlank(), (v) => v === undefined || v.trim() !== '');

export const passwordRule = (): yup.StringSchema =>
  yup.string().required(ruleMessages.passwordLength(PASSWORD_MIN_LENGTH)).min(PASSWORD_MIN_LENGTH, ruleMessages.passwordLength(PASSWORD_MIN_LENGTH));

/** Must equal the sibling `password` field ('Passwords do not match'). */
export const confirmationRule = (): yup.StringSchema =>
  yup.string().required(ruleMessages.passwordMismatch()).oneOf([yup.ref('password')], ruleMessages.passwordMismatch());

export const consentRule = (): yup.BooleanSchema => yup.boolean().required(ruleMessages.consentRequired()).oneOf([true], ruleMessages.consentRequired());

/** Required, with the short 'required' text (children form, seed section 5). */
export const requiredText = (): yup.StringSchema =>
  yup.string().required(ruleMessages.required()).test('blank', ruleMessages.required(), (v) => v === undefined || v.trim() !== '');

/** Only the message object of a yup error, whatever shape yup hands it in. */
export function asMessage(value: unknown): ValidationMessage | undefined {
  if (value && typeof value === 'object' && 'key' in value && typeof (value as { key: unknown }).key === 'string') return value as ValidationMessage;
  return undefined;
}
