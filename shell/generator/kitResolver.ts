/**
 * A react-hook-form resolver over the kit's yup validator, hand-written so the console needs
 * no @hookform/resolvers. The kit's messages are `{ key, values }` objects; they are handed to
 * react-admin in its own validator format (`@@react-admin@@` + JSON `{ message, args }`), which
 * its `ValidationError` translates with react-admin's translate — so an error shown in one
 * language re-renders in another when the locale changes.
 */
import { ValidationError } from 'yup';
import type { SimpleFormProps } from 'react-admin';
import { appliesToRecord, blankPasswordKeys, isBlankValue, messages, missingRequired, resourceValidator, type ResourceDef, type ValidationMessage } from '../../resources/kit';
import type { FormMode } from './formFields';
import { relationSource } from './labels';

export type FormResolver = NonNullable<SimpleFormProps['resolver']>;
type Values = Record<string, unknown>;
type ResolverErrors = Awaited<ReturnType<FormResolver>>['errors'];
type FieldErrorMap = Record<string, { type: string; message: string }>;

/** react-admin's marker for validator results it should translate with args (see ra-core ValidationError). */
const RA_MESSAGE_PREFIX = '@@react-admin@@';

export function isValidationMessage(value: unknown): value is ValidationMessage {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

export function toReactAdminMessage(message: ValidationMessage): string {
  return `${RA_MESSAGE_PREFIX}${JSON.stringify({ message: message.key, args: message.values ?? {} })}`;
}

/** Keys an edit submits for validation: what the form holds, minus passwords left blank (kept unchanged). */
export function presentKeys(def: ResourceDef, values: Values): string[] {
  const blankPasswords = blankPasswordKeys(def, values);
  return Object.keys(values).filter((k) => values[k] !== undefined && !blankPasswords.has(k));
}

/** The form field an error path belongs to: `permissions[2]` → `permissions`; map keys keep their own input. */
function fieldOf(path: string | undefined): string {
  return (path ?? '').split('[')[0] ?? '';
}

function yupErrors(error: ValidationError): FieldErrorMap {
  const errors: FieldErrorMap = {};
  for (const item of error.inner.length > 0 ? error.inner : [error]) {
    const field = fieldOf(item.path);
    const message: unknown = item.errors[0];
    if (field === '' || errors[field] || !isValidationMessage(message)) continue;
    errors[field] = { type: item.type ?? 'validation', message: toReactAdminMessage(message) };
  }
  return errors;
}

/**
 * The kit validates attributes; a required to-one must also be chosen, where the form offers it
 * (`writes`): a school's own teacher never names the school, the server pins it.
 */
function relationErrors(def: ResourceDef, mode: FormMode, values: Values, writes?: ReadonlySet<string>): FieldErrorMap {
  const errors: FieldErrorMap = {};
  for (const [name, rel] of Object.entries(def.relationships)) {
    if (rel.kind !== 'toOne' || !rel.required || rel.readOnly) continue;
    const source = relationSource(name, rel);
    if (writes && !writes.has(source)) continue;
    if (mode === 'edit' && !(source in values)) continue;
    if (isBlankValue(values[source])) errors[source] = { type: 'required', message: toReactAdminMessage(messages.fieldNoBlank()) };
  }
  return errors;
}

/** Attributes this record needs as the form describes it (kit `requiredWhen`), where the form offers them. */
function requiredWhenErrors(def: ResourceDef, mode: FormMode, values: Values, writes?: ReadonlySet<string>): FieldErrorMap {
  const missing = missingRequired(def, mode === 'create' ? 'create' : 'update', values, values).filter((name) => !writes || writes.has(name));
  return Object.fromEntries(missing.map((name) => [name, { type: 'required', message: toReactAdminMessage(messages.fieldNoBlank()) }]));
}

/** Nests dotted paths (`preferences.community`) the way react-hook-form reads errors. */
function nest(flat: FieldErrorMap): ResolverErrors {
  const out: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = out;
    parts.slice(0, -1).forEach((part) => {
      node = (node[part] ??= {}) as Record<string, unknown>;
    });
    node[parts[parts.length - 1] ?? path] = error;
  }
  return out as ResolverErrors;
}

/**
 * A field that does not belong on the record as the form now describes it (kit `appliesTo`: an
 * age typed before the role was set to teacher) is not sent: its input is hidden, and the server
 * refuses a value for it.
 */
function withoutInapplicable(def: ResourceDef, values: Values): Values {
  const out = { ...values };
  for (const name of Object.keys(def.appliesTo)) {
    if (appliesToRecord(def.appliesTo, name, values)) continue;
    const rel = def.relationships[name];
    delete out[rel ? relationSource(name, rel) : name];
  }
  return out;
}

/** `writes`: the form keys the viewer's inputs hold (formFields `submittedKeys`); all when absent. */
export function kitResolver(def: ResourceDef, mode: FormMode, writes?: ReadonlySet<string>): FormResolver {
  return async (values: Values) => {
    const schema = resourceValidator(def, mode === 'create' ? 'create' : 'update', mode === 'edit' ? presentKeys(def, values) : undefined);
    let errors: FieldErrorMap = {};
    try {
      await schema.validate(values, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      errors = yupErrors(error);
    }
    errors = { ...relationErrors(def, mode, values, writes), ...requiredWhenErrors(def, mode, values, writes), ...errors };
    return Object.keys(errors).length === 0 ? { values: withoutInapplicable(def, values), errors: {} } : { values: {}, errors: nest(errors) };
  };
}
