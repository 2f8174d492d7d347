/**
 * The closed set of field kinds a resource may declare, and their builders.
 *
 * A field says only what it is (kind, required, bounds, enum values, default, filtering,
 * sorting, uniqueness). What follows from the kind — database column type, yup validator,
 * filter operators, console input — lives in one switch per concern (`kinds.ts`,
 * `validation.ts`, the server's table builder and the console's generator), so adding a kind
 * is a compile error everywhere it is not yet handled.
 */
import type { ErrorIdentifier } from '../../domain/errors';

export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  | 'password'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'stringList'
  | 'booleanMap'
  | 'textMap';

export type FilterOp = 'eq' | 'ne' | 'in' | 'contains' | 'gt' | 'gte' | 'lt' | 'lte' | 'null';

/** A unique attribute maps its database conflict to one of the seed's codes (e.g. 804 email used). */
export interface UniqueRule {
  identifier: ErrorIdentifier;
  /** Compare case-insensitively (emails). */
  caseInsensitive?: boolean;
}

interface Common<K extends FieldKind, V, R extends boolean> {
  readonly kind: K;
  readonly required: R;
  /** Set by the server only (timestamps, computed state): never accepted from a client. */
  readonly readOnly: boolean;
  /**
   * Worked out per viewer when the record is read (a content item's `locked`), so it has no
   * column; implies readOnly. The server's reader for the resource fills it (server/readers/).
   */
  readonly computed?: boolean;
  /** Database column; defaults to the snake_case of the attribute name. */
  readonly column?: string;
  /** Name on the wire; defaults to the snake_case of the attribute name. */
  readonly wire?: string;
  readonly default?: V;
  /** Whether `filter[...]` may name this field; operators come from the kind. */
  readonly filterable: boolean;
  readonly sortable: boolean;
  readonly unique?: UniqueRule;
  /** Phantom member carrying the value type for inference; never set. */
  readonly __value?: V;
}

export interface TextField<R extends boolean = boolean> extends Common<'text', string, R> {
  readonly maxLength?: number;
  /** An ISO 3166-1 alpha-2 country code (`gb`): the console shows the country's name. */
  readonly country?: true;
}
export interface LongTextField<R extends boolean = boolean> extends Common<'longText', string, R> {
  readonly maxWords?: number;
}
export type EmailField<R extends boolean = boolean> = Common<'email', string, R>;
export interface PasswordField<R extends boolean = boolean> extends Common<'password', string, R> {
  readonly minLength: number;
  /** Accept `<wire>_confirmation` and require it to match. */
  readonly confirmation: boolean;
}
export interface IntegerField<R extends boolean = boolean> extends Common<'integer', number, R> {
  readonly min?: number;
  readonly max?: number;
}
export interface NumberField<R extends boolean = boolean> extends Common<'number', number, R> {
  readonly min?: number;
  readonly max?: number;
}
export type BooleanField<R extends boolean = boolean> = Common<'boolean', boolean, R>;
/** A calendar date as `yyyy-MM-dd`. */
export type DateField<R extends boolean = boolean> = Common<'date', string, R>;
/** An instant as an ISO 8601 string. */
export type DateTimeField<R extends boolean = boolean> = Common<'datetime', string, R>;
export interface EnumField<V extends string = string, R extends boolean = boolean> extends Common<'enum', V, R> {
  readonly values: readonly V[];
}
export interface StringListField<R extends boolean = boolean> extends Common<'stringList', string[], R> {
  /** When set, every entry must be one of these. */
  readonly values?: readonly string[];
  readonly maxItems?: number;
}
export interface BooleanMapField<K extends string = string, R extends boolean = boolean>
  extends Common<'booleanMap', Partial<Record<K, boolean>>, R> {
  readonly keys: readonly K[];
}

/** A text per key, e.g. a welcome message per interface language. */
export interface TextMapField<K extends string = string, R extends boolean = boolean>
  extends Common<'textMap', Partial<Record<K, string>>, R> {
  readonly keys: readonly K[];
  readonly maxWords?: number;
}

export type AttributeField =
  | TextField
  | LongTextField
  | EmailField
  | PasswordField
  | IntegerField
  | NumberField
  | BooleanField
  | DateField
  | DateTimeField
  | EnumField
  | StringListField
  | BooleanMapField
  | TextMapField;

interface Options<V, R extends boolean> {
  required?: R;
  readOnly?: boolean;
  computed?: boolean;
  column?: string;
  wire?: string;
  default?: V;
  filterable?: boolean;
  sortable?: boolean;
  unique?: UniqueRule;
}

function common<K extends FieldKind, V, R extends boolean>(
  kind: K,
  opts: Options<V, R>,
  sortsByDefault: boolean,
): Common<K, V, R> {
  return {
    kind,
    required: (opts.required ?? false) as R,
    readOnly: (opts.readOnly ?? false) || opts.computed === true,
    filterable: opts.filterable ?? (opts.computed !== true),
    sortable: opts.sortable ?? (sortsByDefault && opts.computed !== true),
    ...(opts.computed ? { computed: true } : {}),
    ...(opts.column ? { column: opts.column } : {}),
    ...(opts.wire ? { wire: opts.wire } : {}),
    ...(opts.default !== undefined ? { default: opts.default } : {}),
    ...(opts.unique ? { unique: opts.unique } : {}),
  };
}

export const text = <const R extends boolean = false>(opts: Options<string, R> & { maxLength?: number; country?: true } = {}): TextField<R> => ({
  ...common('text', opts, true),
  ...(opts.maxLength !== undefined ? { maxLength: opts.maxLength } : {}),
  ...(opts.country ? { country: true as const } : {}),
});

export const longText = <const R extends boolean = false>(
  opts: Options<string, R> & { maxWords?: number } = {},
): LongTextField<R> => ({
  ...common('longText', { ...opts, filterable: opts.filterable ?? false }, false),
  ...(opts.maxWords !== undefined ? { maxWords: opts.maxWords } : {}),
});

export const email = <const R extends boolean = false>(opts: Options<string, R> = {}): EmailField<R> =>
  common('email', opts, true);

/** Write-only: hashed by the server, never serialised, never filtered or sorted. */
export const password = <const R extends boolean = false>(
  opts: Omit<Options<string, R>, 'filterable' | 'sortable' | 'default'> & { minLength: number; confirmation?: boolean },
): PasswordField<R> => ({
  ...common('password', { ...opts, filterable: false, sortable: false }, false),
  minLength: opts.minLength,
  confirmation: opts.confirmation ?? false,
});

export const integer = <const R extends boolean = false>(
  opts: Options<number, R> & { min?: number; max?: number } = {},
): IntegerField<R> => ({
  ...common('integer', opts, true),
  ...(opts.min !== undefined ? { min: opts.min } : {}),
  ...(opts.max !== undefined ? { max: opts.max } : {}),
});

export const number = <const R extends boolean = false>(
  opts: Options<number, R> & { min?: number; max?: number } = {},
): NumberField<R> => ({
  ...common('number', opts, true),
  ...(opts.min !== undefined ? { min: opts.min } : {}),
  ...(opts.max !== undefined ? { max: opts.max } : {}),
});

export const boolean = <const R extends boolean = false>(opts: Options<boolean, R> = {}): BooleanField<R> =>
  common('boolean', opts, true);

export const date = <const R extends boolean = false>(opts: Options<string, R> = {}): DateField<R> => common('date', opts, true);

export const datetime = <const R extends boolean = false>(opts: Options<string, R> = {}): DateTimeField<R> =>
  common('datetime', opts, true);

export const enumOf = <const V extends string, const R extends boolean = false>(
  values: readonly V[],
  opts: Options<V, R> = {},
): EnumField<V, R> => ({ ...common('enum', opts, true), values });

export const stringList = <const R extends boolean = false>(
  opts: Options<string[], R> & { values?: readonly string[]; maxItems?: number } = {},
): StringListField<R> => ({
  ...common('stringList', opts, false),
  ...(opts.values ? { values: opts.values } : {}),
  ...(opts.maxItems !== undefined ? { maxItems: opts.maxItems } : {}),
});

export const booleanMap = <const K extends string, const R extends boolean = false>(
  keys: readonly K[],
  opts: Options<Partial<Record<K, boolean>>, R> = {},
): BooleanMapField<K, R> => ({ ...common('booleanMap', { ...opts, filterable: false }, false), keys });

export const textMap = <const K extends string, const R extends boolean = false>(
  keys: readonly K[],
  opts: Options<Partial<Record<K, string>>, R> & { maxWords?: number } = {},
): TextMapField<K, R> => ({
  ...common('textMap', { ...opts, filterable: false }, false),
  keys,
  ...(opts.maxWords !== undefined ? { maxWords: opts.maxWords } : {}),
});

// ---------------------------------------------------------------------------------------------
// Relationships

export interface ToOneRelation<T extends string = string> {
  readonly kind: 'toOne';
  /** Name of the related resource (its path, table and console resource). */
  readonly resource: T;
  readonly required: boolean;
  readonly readOnly: boolean;
  /** Foreign-key column; defaults to `<snake_name>_id`. */
  readonly column?: string;
  readonly wire?: string;
  readonly filterable: boolean;
  /**
   * The target must share this record's value of another of its to-one relations (a booking's
   * session is one of the booking's webinar: `within: 'meeting'`). The server refuses another
   * (422 `occurrenceOfAnotherMeeting`, server/jsonapi/targetsWithin.ts) and the console's picker offers only those.
   */
  readonly within?: string;
}

/**
 * A to-many relationship is stored either as the inverse of the related resource's to-one
 * (read-only from this side) or in a join table (writable: the set is replaced).
 */
export interface ToManyRelation<T extends string = string> {
  readonly kind: 'toMany';
  readonly resource: T;
  readonly readOnly: boolean;
  readonly wire?: string;
  readonly inverse?: string;
  readonly through?: Through;
  /**
   * Linkage order: an inverse relation names an integer attribute of the related resource
   * (activities by `position`); a `through` relation with `ordered` keeps the order written.
   */
  readonly orderBy?: string;
  /** List filters naming the target records the set may hold (a class holds only students): the console offers only those. */
  readonly targets?: Readonly<Record<string, string>>;
}

export type Relation = ToOneRelation | ToManyRelation;

/** Where a relationship's ids sit in a record's values and a form: `organization` → `organizationId`, `curriculums` → `curriculumsIds`. */
export function relationSource(name: string, rel: Relation): string {
  return rel.kind === 'toOne' ? `${name}Id` : `${name}Ids`;
}

/** A join table; `ordered` adds a `position` column that keeps the set's order as written. */
export interface Through {
  table: string;
  from: string;
  to: string;
  ordered?: boolean;
}

export const toOne = <const T extends string>(
  resource: T,
  opts: { required?: boolean; readOnly?: boolean; column?: string; wire?: string; filterable?: boolean; within?: string } = {},
): ToOneRelation<T> => ({
  kind: 'toOne',
  resource,
  required: opts.required ?? false,
  readOnly: opts.readOnly ?? false,
  filterable: opts.filterable ?? true,
  ...(opts.column ? { column: opts.column } : {}),
  ...(opts.wire ? { wire: opts.wire } : {}),
  ...(opts.within ? { within: opts.within } : {}),
});

/** A `through` relation may be read-only too: the other side owns the join table (a user's classes). */
export const toMany = <const T extends string>(
  resource: T,
  opts:
    | { inverse: string; wire?: string; orderBy?: string }
    | { through: Through; wire?: string; readOnly?: boolean; targets?: Readonly<Record<string, string>> },
): ToManyRelation<T> => ({
  kind: 'toMany',
  resource,
  ...opts,
  readOnly: 'inverse' in opts || opts.readOnly === true,
});
