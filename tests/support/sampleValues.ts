/**
 * Valid sample payloads derived from a resource definition, for contract tests that round-trip
 * every resource without knowing it by hand.
 */
import { appliesToRecord, wireName, type AttributeField, type ResourceDef } from '../../resources/kit';

function sample(field: AttributeField, n: number): unknown {
  switch (field.kind) {
    case 'text':
      return `Sample ${n}`.slice(0, field.maxLength ?? 100);
    case 'longText':
      return `Some words number ${n}`;
    case 'email':
      return `sample${n}@example.test`;
    case 'password':
      return 'secret123';
    case 'integer':
    case 'number':
      return Math.max(field.min ?? 0, Math.min(field.max ?? 1000, 20 + n));
    case 'boolean':
      return n % 2 === 0;
    case 'date':
      return `2027-0${(n % 9) + 1}-1${n % 10}`;
    case 'datetime':
      return new Date(Date.UTC(2027, n % 12, 10, 9, 30)).toISOString();
    case 'enum':
      return field.values[n % field.values.length];
    case 'stringList':
      return field.values ? [field.values[n % field.values.length]] : [`item${n}`];
    case 'textMap':
      return { [field.keys[0] ?? 'en']: `Text ${n}` };
    case 'booleanMap':
      return Object.fromEntries(field.keys.slice(0, 2).map((k) => [k, true]));
  }
}

/**
 * Values (by app name) that replace the derived sample where a resource's write rule needs one;
 * each rule has its own tests (tests/contract/library-writes*.test.ts).
 */
const SAMPLE_OVERRIDES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  // Publishing needs items: a sample collection is a draft.
  collections: { state: 'draft' },
  // Sharing needs a school, which a super user's plan has not.
  lesson_plans: { sharedWithSchool: false },
  // Types with needs (choices, a rating style, a library item) are tested on their own.
  lesson_plan_tasks: { taskType: 'discussion' },
  // A class lesson needs an active class with students, and a plan is active once per class:
  // generic lessons teach no class; ending one (final) and the class rules have their own tests
  // (tests/contract/classroom*.test.ts). These replace the schema's defaults too.
  lessons: { mode: 'front_no_class', state: 'active' },
};

/** The value a write rule needs for an attribute, in place of its default and sample; undefined: none. */
export function sampleOverride(def: ResourceDef, name: string): unknown {
  return SAMPLE_OVERRIDES[def.name]?.[name];
}

/**
 * Relationships a sample write leaves out although a fixture exists for them: a favourite names
 * one target, an item or a collection, never both.
 */
export const SAMPLE_LEAVE_OUT: Readonly<Record<string, readonly string[]>> = {
  favourites: ['collection'],
};

/**
 * Optional relationships a sample record still names, because a write rule or a column needs
 * one: a favourite's item, and (placed straight in the database) its owner.
 */
export const SAMPLE_ALSO: Readonly<Record<string, readonly string[]>> = {
  favourites: ['content', 'user'],
};

/**
 * Relationships a placed record points at a fresh target of its own, where the target is unique
 * per owner: a user favourites an item once, and the matrix places many favourites for one user.
 */
export const SAMPLE_FRESH_TARGET: Readonly<Record<string, readonly string[]>> = {
  favourites: ['content'],
  // A student answers a task once per lesson: each placed answer is to a task of its own.
  experiences: ['entity'],
};

/**
 * Resources holding one row per value of an attribute (a teacher dashboard per language): a
 * placed sample frees its value first, as the six languages cannot give every case a row of its own.
 */
export const SAMPLE_ONE_PER_VALUE: Readonly<Record<string, string>> = {
  dashboard_configs: 'locale',
};

/**
 * Wire attributes for every writable attribute of the resource (minus ones a test skips) that
 * belongs on the sample record (kit `appliesTo`: the server refuses a teacher's age).
 */
export function sampleAttributes(def: ResourceDef, n: number, skip: readonly string[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const overrides = SAMPLE_OVERRIDES[def.name] ?? {};
  for (const [name, field] of Object.entries(def.attributes)) {
    if (field.readOnly || skip.includes(name)) continue;
    values[name] = name in overrides ? overrides[name] : sample(field, n);
  }
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) if (appliesToRecord(def.appliesTo, name, values)) out[wireName(name, def.attributes[name]!)] = value;
  return out;
}
