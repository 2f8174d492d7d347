/**
 * The child form's values, checks and payload (seed 3 "Child": firstName required, lastName, age
 * and nickname optional, username required and unique, password of at least PASSWORD_MIN_LENGTH).
 * Bounds come from the users schema; the payload holds only what a parent's `children` grant may
 * write (resources/users/schema.ts `writable.children`): the server pins the parent itself.
 */
import { PASSWORD_MIN_LENGTH } from '../../domain/constants';
import { users } from '../../resources/users/schema';

export interface ChildFormValues {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  age: string;
  nickname: string;
}

export type ChildField = keyof ChildFormValues;
export const CHILD_FIELDS: readonly ChildField[] = ['username', 'password', 'firstName', 'lastName', 'age', 'nickname'];

/** What a parent creates: always a home student (the schema's `writableValues.children`). */
export const CHILD_ROLE = 'home_student';

export const AGE_MIN = users.attributes.age.min ?? 1;
export const AGE_MAX = users.attributes.age.max ?? 149;

export const EMPTY_CHILD: ChildFormValues = { username: '', password: '', firstName: '', lastName: '', age: '', nickname: '' };

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The form's starting values for an existing child (the password is never read back). */
export function valuesOfChild(record: Record<string, unknown>): ChildFormValues {
  return { username: str(record.username), password: '', firstName: str(record.firstName), lastName: str(record.lastName), age: str(record.age), nickname: str(record.nickname) };
}

/** A message key (with its values) per field in error; empty when the form may be sent. */
export type ChildFormErrors = Partial<Record<ChildField, { key: string; values?: Record<string, unknown> }>>;

export function validateChild(values: ChildFormValues, editing: boolean): ChildFormErrors {
  const errors: ChildFormErrors = {};
  if (values.username.trim() === '') errors.username = { key: 'family.form.required' };
  if (values.firstName.trim() === '') errors.firstName = { key: 'family.form.required' };
  // On an edit a blank password keeps the current one.
  if (!(editing && values.password === '') && values.password.length < PASSWORD_MIN_LENGTH)
    errors.password = { key: values.password === '' ? 'family.form.required' : 'family.form.tooShort', values: { min: PASSWORD_MIN_LENGTH } };
  if (values.age.trim() !== '') {
    const age = Number(values.age);
    if (!Number.isInteger(age) || age < AGE_MIN || age > AGE_MAX) errors.age = { key: 'family.form.ageRange', values: { min: AGE_MIN, max: AGE_MAX } };
  }
  return errors;
}

/**
 * The create payload: the child's fields and role. Blank optional fields are left out on a create
 * and cleared (null) on an edit; an edit without a new password sends none.
 */
export function childPayload(values: ChildFormValues, editing: boolean): Record<string, unknown> {
  const optional = (v: string): string | null | undefined => (v.trim() !== '' ? v.trim() : editing ? null : undefined);
  const age = values.age.trim() === '' ? (editing ? null : undefined) : Number(values.age);
  const payload: Record<string, unknown> = {
    username: values.username.trim(),
    firstName: values.firstName.trim(),
    lastName: optional(values.lastName),
    age,
    nickname: optional(values.nickname),
  };
  if (values.password !== '') payload.password = values.password;
  if (!editing) payload.role = CHILD_ROLE;
  return Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined));
}

/** The name a child goes by on their card and home. */
export function childName(record: Record<string, unknown>): string {
  return [str(record.firstName), str(record.lastName)].filter((s) => s.trim() !== '').join(' ') || str(record.username);
}
