/**
 * How a record is named wherever it is shown as a reference, a chip, a picker option or a page
 * title: one rule per resource, declared in its schema and read by the console (react-admin's
 * record representation, document titles) and the server (names kept in the audit trail).
 */
import type { Relation } from './fields';

/** The normalised rule a definition holds. */
export interface RecordTitleRule {
  /** Alternatives in order: the first whose fields have a value names the record; its values join with a space. */
  anyOf: readonly (readonly string[])[];
  /** A field added in parentheses when it has a value: "Hillcrest High School (Full licence)". */
  detail?: string;
}

/**
 * What a schema declares: a field name, or alternatives (a field or fields joined by a space,
 * e.g. `[['firstName', 'lastName'], 'username', 'email']`) with an optional detail. A field may
 * be a to-one relation: the related record's own title stands for it.
 */
export type RecordTitleDeclaration = string | { anyOf: readonly (string | readonly string[])[]; detail?: string };

/** The console resolves a title's relations with a fixed number of lookups. */
export const MAX_TITLE_RELATIONS = 2;

export function titleRule(decl: RecordTitleDeclaration): RecordTitleRule {
  if (typeof decl === 'string') return { anyOf: [[decl]] };
  const anyOf = decl.anyOf.map((alt) => (typeof alt === 'string' ? [alt] : alt));
  return decl.detail === undefined ? { anyOf } : { anyOf, detail: decl.detail };
}

/** Every field a rule names, in order of appearance. */
export function titleFields(rule: RecordTitleRule): string[] {
  return [...new Set([...rule.anyOf.flat(), ...(rule.detail === undefined ? [] : [rule.detail])])];
}

interface Titled {
  recordTitle: RecordTitleRule;
  relationships: Readonly<Record<string, Relation>>;
  attributes?: Readonly<Record<string, { kind: string }>>;
}

/** The to-one relations a definition's title names (their related records' titles are needed). */
export function titleRelations(def: Titled): string[] {
  return titleFields(def.recordTitle).filter((f) => def.relationships[f]?.kind === 'toOne');
}

const present = (value: unknown): value is string | number => (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

/** Attribute kinds a title says in words rather than as stored: an enum's label, a date as the reader writes it. */
const SAID_IN_WORDS = new Set(['enum', 'date', 'datetime']);

/** The title fields said in words (their kind is passed to `words`). */
export function titleWordFields(def: Titled): string[] {
  return titleFields(def.recordTitle).filter((f) => SAID_IN_WORDS.has(def.attributes?.[f]?.kind ?? ''));
}

/**
 * A record's title by its definition's rule, or undefined when no alternative has a value.
 * `related(relation)` gives the title of the record a to-one relation points at, when known;
 * `words(field, kind, value)` an enum value or a date in words (a teacher dashboard is "English",
 * not "en"; a session "4 Dec 2030, 16:00", not its timestamp).
 */
export function recordTitle(
  def: Titled,
  record: Readonly<Record<string, unknown>>,
  related: (relation: string) => string | undefined = () => undefined,
  words: (field: string, kind: string, value: string) => string = (_field, _kind, value) => value,
): string | undefined {
  const valueOf = (field: string): string | undefined => {
    if (def.relationships[field]?.kind === 'toOne') return related(field);
    const value = record[field];
    if (!present(value)) return undefined;
    const text = String(value).trim();
    const kind = def.attributes?.[field]?.kind ?? '';
    return SAID_IN_WORDS.has(kind) ? words(field, kind, text) : text;
  };
  for (const alternative of def.recordTitle.anyOf) {
    const values = alternative.map(valueOf);
    // An alternative needs its first part: a surname alone is not a first-and-last-name title.
    if (values[0] === undefined) continue;
    const title = values.filter((v) => v !== undefined).join(' ');
    const detail = def.recordTitle.detail === undefined ? undefined : valueOf(def.recordTitle.detail);
    return detail === undefined ? title : `${title} (${detail})`;
  }
  return undefined;
}
