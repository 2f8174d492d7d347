/**
 * A refused save as the child form shows it: each field error on its field (the data provider's
 * `HttpError` body, keyed by app field name, shell/generator/serverErrors.ts's shape), and the
 * message for the form as a whole (e.g. 803 childrenLimit) when no field carries it.
 */
import { MAX_CHILDREN_PER_PARENT } from '../../domain/constants';
import type { ErrorBody } from '../../dataProvider';
import { CHILD_FIELDS, type ChildFormErrors } from './childForm';

export interface Refusal {
  fields: ChildFormErrors;
  /** A message key or text for the whole form; undefined when a field says it. */
  form?: { key: string; values: Record<string, unknown> };
}

/** Values every server message may need (the children limit names its number). */
const MESSAGE_VALUES = { number: MAX_CHILDREN_PER_PARENT };

const isBody = (v: unknown): v is ErrorBody => typeof v === 'object' && v !== null && 'errors' in v;

export function refusalOf(error: unknown): Refusal {
  const body = (error as { body?: unknown } | null)?.body;
  const errors = isBody(body) ? body.errors : {};
  const fields: ChildFormErrors = {};
  for (const field of CHILD_FIELDS) {
    const message = errors[field];
    if (typeof message === 'string') fields[field] = { key: message, values: MESSAGE_VALUES };
  }
  const root = errors.root;
  const rootMessage = typeof root === 'object' && root !== null ? root.serverError : (error as { message?: unknown } | null)?.message;
  if (Object.keys(fields).length > 0) return { fields };
  return { fields, form: { key: typeof rootMessage === 'string' && rootMessage !== '' ? rootMessage : 'errors.api.default', values: MESSAGE_VALUES } };
}
