/**
 * The rules of the children form (seed section 5): first name and username required ('Required'),
 * usernames unique among the forms, child password confirmed, age optional. Lengths, the age
 * range (section 9: below 150) and the password length are the users schema's, which the server
 * applies to the same POST /users. Pure, so the screen and its tests share them.
 */
import * as yup from 'yup';
import { users } from '../../../resources/users/schema';
import { confirmationRule, declared, passwordRule, requiredText } from '../../forms/rules';
import { validateValues, type FieldErrors } from '../../forms/useForm';
import type { ChildInput } from '../../api/accounts';

const { age, firstName, lastName, nickname, username } = users.attributes;

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

export const childSchema = yup.object({
  firstName: declared(requiredText(), firstName),
  lastName: declared(yup.string(), lastName),
  age: declared(yup.string(), age),
  nickname: declared(yup.string(), nickname),
  username: declared(requiredText(), username),
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
