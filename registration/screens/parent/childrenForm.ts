/**
 * The rules of the children form (seed section 5): first name and username required ('Required'),
 * usernames unique among the forms, child password at least 6 and confirmed, age optional but a
 * whole number 1-149 (section 9: age below 150). Pure, so the screen and its tests share them.
 */
import * as yup from 'yup';
import { confirmationRule, passwordRule, requiredText, ruleMessages } from '../../forms/rules';
import { validateValues, type FieldErrors } from '../../forms/useForm';
import type { ChildInput } from '../../api/accounts';

export const AGE_MIN = 1;
export const AGE_MAX = 149;

export interface ChildValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  age: string;
  nickname: string;
  username: string;
  password: string;
  passwordConfirmation: string;
}

export type ChildField = keyof ChildValues & string;

export const EMPTY_CHILD: ChildValues = {
  firstName: '',
  lastName: '',
  age: '',
  nickname: '',
  username: '',
  password: '',
  passwordConfirmation: '',
};

const ageRule = yup
  .string()
  .test('whole', ruleMessages.wholeNumber(), (v) => !v || /^\d+$/.test(v.trim()))
  .test('min', ruleMessages.min(AGE_MIN), (v) => !v || !/^\d+$/.test(v.trim()) || Number(v) >= AGE_MIN)
  .test('max', ruleMessages.max(AGE_MAX), (v) => !v || !/^\d+$/.test(v.trim()) || Number(v) <= AGE_MAX);

export const childSchema = yup.object({
  firstName: requiredText(),
  lastName: yup.string(),
  age: ageRule,
  nickname: yup.string(),
  username: requiredText(),
  password: passwordRule(),
  passwordConfirmation: confirmationRule(),
});

export const USERNAME_DUPLICATE = 'family.children.usernameDuplicate';

const usernameKey = (v: string): string => v.trim().toLowerCase();

/** Errors of each form; a username already used by an earlier form is refused on the later one. */
export function validateChildren(children: readonly ChildValues[]): FieldErrors[] {
  const seen = new Set<string>();
  return children.map((child) => {
    const errors = validateValues(childSchema, child);
    const name = usernameKey(child.username);
    if (name !== '') {
      if (seen.has(name) && !errors.username) errors.username = USERNAME_DUPLICATE;
      seen.add(name);
    }
    return errors;
  });
}

const optional = (v: string): string | undefined => (v.trim() === '' ? undefined : v.trim());

/** What POST /users receives for one child: blanks left out, age as a number. */
export function childInput(values: ChildValues): ChildInput {
  const age = optional(values.age);
  return {
    firstName: values.firstName.trim(),
    lastName: optional(values.lastName),
    age: age === undefined ? undefined : Number(age),
    nickname: optional(values.nickname),
    username: values.username.trim(),
    password: values.password,
    passwordConfirmation: values.passwordConfirmation,
  };
}
