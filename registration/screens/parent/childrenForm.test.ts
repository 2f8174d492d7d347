import { describe, expect, it } from 'vitest';
import { users } from '../../../resources/users/schema';
import { PASSWORD_MIN_LENGTH } from '../../../domain/constants';
import { EMPTY_CHILD, validateChildren, type ChildValues } from './childrenForm';

const valid: ChildValues = { ...EMPTY_CHILD, firstName: 'Alex', username: 'alex-h', password: 'kidpass1', passwordConfirmation: 'kidpass1' };
const errorsOf = (child: Partial<ChildValues>): Record<string, unknown> => validateChildren([{ ...valid, ...child }])[0] ?? {};
const { age, firstName, lastName, nickname, username } = users.attributes;

describe('children form rules', () => {
  it('accepts a complete child', () => {
    expect(errorsOf({ age: ' 12 ', lastName: 'Hill', nickname: 'Al' })).toEqual({});
  });

  // The server refuses longer values (the users schema); the form says so before sending.
  it('holds names and the username to the lengths the users schema declares', () => {
    const tooLong = (max: number | undefined): string => 'x'.repeat((max ?? 0) + 1);
    const errors = errorsOf({ firstName: tooLong(firstName.maxLength), lastName: tooLong(lastName.maxLength), nickname: tooLong(nickname.maxLength), username: tooLong(username.maxLength) });
    for (const [field, def] of Object.entries({ firstName, lastName, nickname, username })) {
      expect(errors[field], field).toEqual({ key: 'errors.form.maxLength', identifier: 'maxLength', values: { value: def.maxLength } });
    }
    expect(errorsOf({ username: 'x'.repeat(username.maxLength ?? 0) })).toEqual({});
  });

  it('takes the age range from the users schema and keeps the age optional', () => {
    expect(errorsOf({ age: '' })).toEqual({});
    expect(errorsOf({ age: String(age.min) })).toEqual({});
    expect(errorsOf({ age: String(age.max) })).toEqual({});
    expect(errorsOf({ age: String((age.min ?? 0) - 1) }).age).toMatchObject({ identifier: 'min', values: { value: age.min } });
    expect(errorsOf({ age: String((age.max ?? 0) + 1) }).age).toMatchObject({ identifier: 'max', values: { value: age.max } });
    expect(errorsOf({ age: '7.5' }).age).toMatchObject({ identifier: 'wholeNumber' });
    expect(errorsOf({ age: 'seven' }).age).toMatchObject({ identifier: 'wholeNumber' });
  });

  it('keeps the seed’s short "Required" and the shared password length', () => {
    const errors = errorsOf({ firstName: ' ', username: '', password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) });
    expect(errors.firstName).toMatchObject({ identifier: 'required' });
    expect(errors.username).toMatchObject({ identifier: 'required' });
    expect(errors.password).toMatchObject({ identifier: 'passwordLength', values: { value: users.attributes.password.minLength } });
  });
});
