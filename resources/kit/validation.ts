/**
 * yup validators derived from field kinds, with the seed's messages (section 5). The console
 * validates forms with them and the server validates request bodies with the very same ones.
 */
import * as yup from 'yup';
import type { AttributeField } from './fields';
import type { ResourceDef } from './defineResource';
import { ruleMatches } from './access';
import { messages } from './messages';
import { EMAIL_PATTERN, normaliseEmail } from '../../domain/email';

/** The e-mail rule's one home is domain/email.ts; code that imports the kit finds it here too. */
export { EMAIL_PATTERN, isValidEmail, normaliseEmail } from '../../domain/email';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Words as the word limits count them (seed 5: 150 words); editors show the same count live. */
export function countWords(value: string): number {
  return value.trim() === '' ? 0 : value.trim().split(/\s+/).length;
}

/** A blank string counts as missing for required text (seed: 'This field cannot be blank'). */
const blankToUndefined = (v: unknown): unknown => (typeof v === 'string' && v.trim() === '' ? undefined : v);

function baseFor(field: AttributeField): yup.Schema {
  switch (field.kind) {
    case 'text': {
      let s = yup.string().transform(blankToUndefined as (v: string) => string);
      if (field.maxLength !== undefined) s = s.max(field.maxLength, messages.maxLength(field.maxLength));
      return s;
    }
    case 'longText': {
      const s = yup.string().transform(blankToUndefined as (v: string) => string);
      const max = field.maxWords;
      return max === undefined ? s : s.test('maxWords', messages.maxWords(max), (v) => v == null || countWords(v) <= max);
    }
    case 'email':
      return yup
        .string()
        .transform((v: unknown) => (typeof v === 'string' ? (blankToUndefined(normaliseEmail(v)) as string) : v))
        .matches(EMAIL_PATTERN, { message: messages.emailInvalid(), excludeEmptyString: true });
    case 'password':
      return yup.string().min(field.minLength, messages.passwordLength(field.minLength));
    case 'integer':
    case 'number': {
      let s = yup.number().typeError(field.kind === 'integer' ? messages.wholeNumber() : messages.number());
      if (field.kind === 'integer') s = s.integer(messages.wholeNumber());
      if (field.min !== undefined) s = s.min(field.min, messages.min(field.min));
      if (field.max !== undefined) s = s.max(field.max, messages.max(field.max));
      return s;
    }
    case 'boolean':
      return yup.boolean().strict().typeError(messages.boolean());
    case 'date':
      return yup.string().matches(ISO_DATE, { message: messages.date(), excludeEmptyString: true });
    case 'datetime':
      return yup.string().test('datetime', messages.date(), (v) => v == null || !Number.isNaN(Date.parse(v)));
    case 'enum':
      return yup.string().nullable().oneOf([...field.values, null], messages.oneOf(field.values));
    case 'stringList': {
      let item = yup.string().required(messages.fieldNoBlank());
      if (field.values) item = item.oneOf([...field.values], messages.oneOf(field.values));
      let s = yup.array(item).strict().typeError(messages.list());
      if (field.maxItems !== undefined) s = s.max(field.maxItems, messages.max(field.maxItems));
      return s;
    }
    case 'textMap': {
      const max = field.maxWords;
      const text = yup.string().nullable().test('maxWords', messages.maxWords(max ?? 0), (v) => max === undefined || v == null || countWords(v) <= max);
      const shape = Object.fromEntries(field.keys.map((k) => [k, text]));
      // Strict: an unknown key is refused, not silently dropped.
      return yup.object(shape).strict().noUnknown(true, messages.mapOfTexts()).typeError(messages.mapOfTexts());
    }
    case 'booleanMap': {
      const shape = Object.fromEntries(field.keys.map((k) => [k, yup.boolean().strict().typeError(messages.boolean())]));
      return yup.object(shape).strict().noUnknown(true, messages.mapOfBooleans()).typeError(messages.mapOfBooleans());
    }
  }
}

/**
 * The validator of one field. Required fields must be present on create; on update only the
 * keys sent are validated, so a required field that is sent must not be blank either.
 */
export function fieldValidator(field: AttributeField): yup.Schema {
  // A declared default fills a missing value, so a required field with a default may be omitted.
  const base = field.default === undefined ? baseFor(field) : baseFor(field).default(field.default);
  return field.required ? base.required(messages.fieldNoBlank()) : base.nullable().optional();
}

/**
 * The object validator for a create or update payload in app shape. On update only the keys
 * present are checked, so a partial update never trips over fields it does not send.
 */
export function resourceValidator(def: ResourceDef, mode: 'create' | 'update', present?: Iterable<string>): yup.ObjectSchema<yup.AnyObject> {
  const keep = present ? new Set(present) : undefined;
  const shape: Record<string, yup.Schema> = {};
  for (const [name, field] of Object.entries(def.attributes)) {
    if (field.readOnly) continue;
    if (mode === 'update' && keep && !keep.has(name)) continue;
    shape[name] = fieldValidator(field);
    if (field.kind === 'password' && field.confirmation) {
      shape[`${name}Confirmation`] = yup
        .string()
        .test('matches', messages.passwordMismatch(), function matches(v) {
          const parent = this.parent as Record<string, unknown>;
          // Checked only when the client sends a confirmation (the sign-up forms do; admins do not).
          return v === undefined || parent[name] == null || v === parent[name];
        });
    }
  }
  return yup.object(shape);
}

/** No value, or only spaces: what a required field may not be. */
export const isBlankValue = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Attributes the record needs and the write leaves blank (kit `requiredWhen`), judged on the
 * record as it will be after the write (`after`). A create needs them all; an update only those
 * it writes, and a password written blank is kept, not cleared.
 */
export function missingRequired(def: ResourceDef, mode: 'create' | 'update', written: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(def.requiredWhen)
    .filter(([name, rule]) => {
      if (!ruleMatches(rule, after)) return false;
      if (mode === 'create') return isBlankValue(after[name]);
      return name in written && def.attributes[name]?.kind !== 'password' && isBlankValue(written[name]);
    })
    .map(([name]) => name);
}
