/**
 * The child form's values, checks and payload (seed 3 "Child": firstName required, lastName, age
 * and nickname optional, username required and unique, password of at least PASSWORD_MIN_LENGTH).
 * Past "required", every check is the users schema's own, the one the server applies (the kit's
 * field validators and messages); the payload holds only what a parent's `children` grant may
 * write (resources/users/schema.ts `writable.children`): the server pins the parent itself.
 */
import { ValidationError } from 'yup';
import { fieldValidator } from '../../resources/kit/validation';
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

/** The age input's bounds, the users schema's. */
export const AGE_MIN = users.attributes.age.min;
export const AGE_MAX = users.attributes.age.max;

export const EMPTY_CHILD: ChildFormValues = { username: '', password: '', firstName: '', lastName: '', age: '', nickname: '' };

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The form's starting values for an existing child (the password is never read back). */
export function valuesOfChild(record: Record<string, unknown>): ChildFormValues {
  return { username: str(record.username), password: '', firstName: str(record.firstName), lastName: str(record.lastName), age: str(record.age), nickname: str(record.nickname) };
}

/** A message key (with its values) per field in error; empty when the form may be sent. */
export type ChildFormErrors = Partial<Record<ChildField, { key: string; values?: Record<string, unknown> }>>;

/** The users schema's first problem with one field's typed value, as a message key with values. */
function schemaProblem(field: ChildField, typed: string): { key: string; values?: Record<string, unknown> } | undefined {
  try {
    fieldValidator(users.attributes[field]).validateSync(field === 'age' ? Number(typed) : typed);
    return undefined;
  } catch (error) {
    const first: unknown = error instanceof ValidationError ? error.errors[0] : undefined;
    const message = first as { key?: unknown; values?: Record<string, unknown> } | undefined;
    return typeof message?.key === 'string' ? { key: message.key, values: message.values } : { key: 'family.form.required' };
  }
}

export function validateChild(values: ChildFormValues, editing: boolean): ChildFormErrors {
  const errors: ChildFormErrors = {};
  for (const field of CHILD_FIELDS) {
    const typed = field === 'password' ? values.password : values[field].trim();
    // On an edit a blank password keeps the current one.
    const mayBeBlank = field === 'lastName' || field === 'age' || field === 'nickname' || (field === 'password' && editing);
    if (typed === '') {
      if (!mayBeBlank) errors[field] = { key: 'family.form.required' };
      continue;
    }
    const problem = schemaProblem(field, typed);
    if (problem) errors[field] = problem;
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
