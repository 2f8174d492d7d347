/**
 * The registration forms' validation rules (seed section 5) as yup schemas whose messages are
 * catalogue keys with values, the same message objects the resource kit uses, so the server's
 * and the app's wording cannot drift apart. Bounds (lengths, ranges, the password length, the
 * e-mail shape) are never declared here: `declared` takes them from the resource schema's field
 * through the kit's own validator, the one the server applies to the same attribute, and the
 * e-mail rule is `emailProblem` (ruleMessages.ts, which the welcome page uses without yup).
 */
import * as yup from 'yup';
import { messages } from '../../resources/kit/messages';
import { fieldValidator, normaliseEmail } from '../../resources/kit/validation';
import type { AttributeField } from '../../resources/kit/fields';
import { users } from '../../resources/users/schema';
import { asMessage, emailProblem, ruleMessages, type EmailVariant } from './ruleMessages';

export { asMessage, emailProblem, ruleMessages, type EmailVariant } from './ruleMessages';

/**
 * `rule` plus what the schema declares for `field` (checked once something is typed, so the
 * form's own presence message, 'Required' or 'cannot be blank', comes first).
 */
export function declared(rule: yup.StringSchema, field: AttributeField): yup.StringSchema {
  const own = fieldValidator({ ...field, required: false } as AttributeField);
  return rule.test('declared', function check(value) {
    if (value === undefined || value === '') return true;
    try {
      own.validateSync(value);
      return true;
    } catch (error) {
      const first: unknown = error instanceof yup.ValidationError ? error.errors[0] : undefined;
      return this.createError({ message: asMessage(first) ?? messages.fieldNoBlank() });
    }
  });
}

export function emailRule(variant: EmailVariant = 'any'): yup.StringSchema {
  return yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? normaliseEmail(v) : v))
    .required(ruleMessages.emailInvalid())
    .test('email', function check(v) {
      const problem = v === undefined ? undefined : emailProblem(v, variant);
      return problem ? this.createError({ message: problem }) : true;
    });
}

export const notBlank = (): yup.StringSchema =>
  yup.string().required(ruleMessages.fieldNoBlank()).test('blank', ruleMessages.fieldNoBlank(), (v) => v === undefined || v.trim() !== '');

const { minLength: PASSWORD_MIN } = users.attributes.password;

/** A user's (or child's) password: the users schema's minimum length. */
export const passwordRule = (): yup.StringSchema => declared(yup.string().required(ruleMessages.passwordLength(PASSWORD_MIN)), users.attributes.password);

/** Must equal the sibling `password` field ('Passwords do not match'). */
export const confirmationRule = (): yup.StringSchema =>
  yup.string().required(ruleMessages.passwordMismatch()).oneOf([yup.ref('password')], ruleMessages.passwordMismatch());

export const consentRule = (): yup.BooleanSchema => yup.boolean().required(ruleMessages.consentRequired()).oneOf([true], ruleMessages.consentRequired());

/** Required, with the short 'required' text (children form, seed section 5). */
export const requiredText = (): yup.StringSchema =>
  yup.string().required(ruleMessages.required()).test('blank', ruleMessages.required(), (v) => v === undefined || v.trim() !== '');
