/**
 * `defineResource` turns a declaration into the one definition both server and console read.
 * It checks the declaration's internal consistency at load time (so a typo fails at start-up,
 * not on a request) and fills in derived names.
 */
import type { AccessRule, AppliesTo, GrantKind, Operation, Ownership, RecordCondition, Writable, WritableValues } from './access';
import type { AttributeField, BooleanMapField, EnumField, Relation, ToManyRelation, ToOneRelation } from './fields';
import { camelCase } from './names';
import { MAX_TITLE_RELATIONS, titleFields, titleRelations, titleRule, type RecordTitleDeclaration, type RecordTitleRule } from './recordTitle';

export interface SoftDelete {
  /** Timestamp column set on delete; rows with it set are hidden unless `filter[archived]=true`. */
  column: string;
}

export interface ListHints {
  /** Columns of the generated list, in order. */
  columns: readonly string[];
  /** Default sort, JSON:API style: `name` or `-createdAt`. */
  sort: string;
  /** Attributes searched by `filter[q]`. */
  search?: readonly string[];
  /**
   * Shortest `filter[q]` the server accepts (the library's search terms need 3 characters):
   * pickers search only from this length, and the list's search box says so on the field.
   */
  searchMinLength?: number;
  /** Filters shown above the generated list. */
  filters?: readonly string[];
}

/** Also served under a parent resource, e.g. /meetings/{id}/occurrences pinning `meeting`. */
export interface NestedPath {
  /** The parent's path segment (its resource name). */
  parent: string;
  /** The segment after the parent id. */
  path: string;
  /** The to-one relation that the parent id pins. */
  relation: string;
}

export interface ResourceDeclaration<
  A extends Record<string, AttributeField>,
  Rel extends Record<string, Relation>,
> {
  /** One name everywhere: path, table, console resource and i18n key. */
  name: string;
  /** JSON:API type; defaults to the camelCase of the name (tag_groups → tagGroups). */
  type?: string;
  /** Extra paths serving the same resource (users is also served at admin_users). */
  aliases?: readonly string[];
  nested?: readonly NestedPath[];
  table?: string;
  attributes: A;
  relationships?: Rel;
  ownership?: Ownership;
  access: Partial<Record<Operation, AccessRule>>;
  /** Fields each grant may write; `all` defaults to every writable field, others to none. */
  writable?: Partial<Record<GrantKind, Writable>>;
  /**
   * Fields scoped grants may write only while the stored record is in some state (a school admin
   * sets the teacher limit only while the school is signing up); unscoped grants always may.
   */
  writableWhile?: Readonly<Record<string, RecordCondition>>;
  /**
   * Enum or list values a grant may write where it may write fewer than all (a school admin
   * creates teachers and students, a parent home students). Server and forms both read it.
   */
  writableValues?: WritableValues;
  /**
   * Fields that belong only to some records, told apart by another attribute's value (a user's
   * age, parent and parent topics by their role). Forms and the profile leave a field out of
   * records it does not belong to, and the server refuses a value for it there (422
   * fieldNotApplicable; sending back what the record holds, or no value, is not a change).
   */
  appliesTo?: Readonly<Record<string, AppliesTo>>;
  /**
   * Attributes required only on some records, picked out as `appliesTo` does it (a home
   * student's username and password). The server refuses a create without them, or a write
   * that blanks them (422 fieldNoBlank on the field), and forms mark and check them the same way.
   */
  requiredWhen?: Readonly<Record<string, AppliesTo>>;
  softDelete?: SoftDelete;
  list: ListHints;
  /**
   * How the record is named in references, chips, pickers and page titles (`recordTitle.ts`);
   * defaults to `name` when there is one, else the id.
   */
  recordTitle?: RecordTitleDeclaration;
  /** Console icon name (MUI icon) for the menu. */
  icon?: string;
  /**
   * Names the seed's clients use where the product's own differ (seed section 7), each the field
   * it stands for or, for `include`, a dotted path of relationships: users' `klasses` is
   * `classes`, their `license` is `organization.licensings.license`. An alias naming an
   * attribute is accepted in `include` and adds nothing (the attribute is always rendered).
   * Keys are camelCase; the snake_case spelling resolves too.
   */
  otherNames?: Readonly<Record<string, string>>;
  /**
   * Filters the seed's clients send under their own name: `filter[start_date]=2030-01-01` on
   * sessions is "starting on or after that day". A plain `filter[<name>]` uses the named filter;
   * with an operator (`filter[start_date][gte]`) the field of that name is filtered as usual.
   * Keys are camelCase, like field names.
   */
  namedFilters?: Readonly<Record<string, NamedFilter>>;
  /**
   * Sorts that are not a column, worked out by the server's reader for the resource
   * (server/readers/): contents' `relevance` (the full-text rank of `filter[q]`) and `locked`.
   */
  namedSorts?: readonly string[];
}

/**
 * `from`: the field is on or after the value; `through`: on or before it (a date-only value
 * counts the whole day); `future`: `true` keeps what is still ahead, `false` what is past.
 */
export interface NamedFilter {
  field: string;
  bound: 'from' | 'through' | 'future';
}

export interface ResourceDef<
  A extends Record<string, AttributeField> = Record<string, AttributeField>,
  Rel extends Record<string, Relation> = Record<string, Relation>,
> extends Required<Pick<ResourceDeclaration<A, Rel>, 'name' | 'type' | 'table' | 'attributes' | 'access' | 'list'>> {
  relationships: Rel;
  aliases: readonly string[];
  nested: readonly NestedPath[];
  ownership: Ownership;
  writable: Partial<Record<GrantKind, Writable>>;
  writableWhile: Readonly<Record<string, RecordCondition>>;
  writableValues: WritableValues;
  appliesTo: Readonly<Record<string, AppliesTo>>;
  requiredWhen: Readonly<Record<string, AppliesTo>>;
  softDelete?: SoftDelete;
  recordTitle: RecordTitleRule;
  icon?: string;
  otherNames: Readonly<Record<string, string>>;
  namedFilters: Readonly<Record<string, NamedFilter>>;
  namedSorts: readonly string[];
}

export function defineResource<
  const A extends Record<string, AttributeField>,
  const Rel extends Record<string, Relation> = Record<never, Relation>,
>(decl: ResourceDeclaration<A, Rel>): ResourceDef<A, Rel> {
  const def: ResourceDef<A, Rel> = {
    ...decl,
    type: decl.type ?? camelCase(decl.name),
    table: decl.table ?? decl.name,
    aliases: decl.aliases ?? [],
    nested: decl.nested ?? [],
    relationships: decl.relationships ?? ({} as Rel),
    ownership: decl.ownership ?? {},
    writable: decl.writable ?? {},
    writableWhile: decl.writableWhile ?? {},
    writableValues: decl.writableValues ?? {},
    appliesTo: decl.appliesTo ?? {},
    requiredWhen: decl.requiredWhen ?? {},
    recordTitle: titleRule(decl.recordTitle ?? ('name' in decl.attributes ? 'name' : 'id')),
    otherNames: decl.otherNames ?? {},
    namedFilters: decl.namedFilters ?? {},
    namedSorts: decl.namedSorts ?? [],
  };
  assertConsistent(def);
  return def;
}

function assertConsistent(def: ResourceDef): void {
  const fields = new Set([...Object.keys(def.attributes), ...Object.keys(def.relationships)]);
  const fail = (what: string): never => {
    throw new Error(`resource ${def.name}: ${what}`);
  };
  for (const col of def.list.columns) if (!fields.has(col)) fail(`list column ${col} is not a field`);
  for (const f of def.list.search ?? []) if (!(f in def.attributes)) fail(`search field ${f} is not an attribute`);
  for (const f of def.list.filters ?? []) if (!fields.has(f) && f !== 'q') fail(`list filter ${f} is not a field`);
  const sortField = def.list.sort.replace(/^-/, '');
  if (sortField !== 'id' && !(sortField in def.attributes) && !def.namedSorts.includes(sortField)) fail(`default sort ${sortField} is not an attribute`);
  for (const [grant, names] of Object.entries(def.writable)) {
    if (names === '*') continue;
    for (const n of names) if (!fields.has(n)) fail(`writable.${grant} names unknown field ${n}`);
  }
  for (const [n, cond] of Object.entries(def.writableWhile)) {
    if (!(n in def.attributes)) fail(`writableWhile names unknown attribute ${n}`);
    if (!(cond.field in def.attributes)) fail(`writableWhile.${n} tests unknown attribute ${cond.field}`);
  }
  const assertRule = (kind: string, n: string, rule: AppliesTo, known: ReadonlySet<string>): void => {
    if (!known.has(n)) fail(`${kind} names unknown field ${n}`);
    const tested = def.attributes[rule.field];
    if (tested?.kind !== 'enum') fail(`${kind}.${n} tests ${rule.field}, not an enum attribute`);
    for (const v of rule.oneOf) if (tested?.kind === 'enum' && !tested.values.includes(v)) fail(`${kind}.${n} names unknown value ${v}`);
  };
  for (const [n, rule] of Object.entries(def.appliesTo)) assertRule('appliesTo', n, rule, fields);
  for (const [n, rule] of Object.entries(def.requiredWhen)) assertRule('requiredWhen', n, rule, new Set(Object.keys(def.attributes)));
  for (const [grant, fieldValues] of Object.entries(def.writableValues)) {
    for (const [n, values] of Object.entries(fieldValues)) {
      const field = def.attributes[n];
      const known = field?.kind === 'enum' ? field.values : field?.kind === 'stringList' ? field.values : undefined;
      if (!known) fail(`writableValues.${grant} names ${n}, not an enum or list with values`);
      for (const v of values) if (!known?.includes(v)) fail(`writableValues.${grant}.${n} names unknown value ${v}`);
    }
  }
  for (const f of titleFields(def.recordTitle))
    if (f !== 'id' && !(f in def.attributes) && def.relationships[f]?.kind !== 'toOne') fail(`record title ${f} is not an attribute or a to-one relation`);
  if (titleRelations(def).length > MAX_TITLE_RELATIONS) fail(`record title names more than ${MAX_TITLE_RELATIONS} relations`);
  for (const n of def.nested)
    if (def.relationships[n.relation]?.kind !== 'toOne') fail(`nested path ${n.path} pins ${n.relation}, not a to-one relation`);
  for (const [name, rel] of Object.entries(def.relationships))
    if (rel.kind === 'toOne' && rel.within !== undefined && (rel.within === name || def.relationships[rel.within]?.kind !== 'toOne'))
      fail(`relation ${name} is within ${rel.within}, not another to-one relation`);
  for (const [alias, path] of Object.entries(def.otherNames)) {
    if (fields.has(alias)) fail(`other name ${alias} is already a field`);
    // Only the first segment can be checked here: later ones belong to other resources.
    if (!fields.has(path.split('.')[0] ?? '')) fail(`other name ${alias} names unknown field ${path}`);
  }
  for (const [name, f] of Object.entries(def.namedFilters)) {
    const kind = def.attributes[f.field]?.kind;
    if (kind !== 'date' && kind !== 'datetime') fail(`named filter ${name} needs a date or datetime attribute, not ${f.field}`);
  }
  const { organization, parent } = def.ownership;
  if (organization && organization !== 'id' && def.relationships[organization]?.kind !== 'toOne')
    fail(`ownership.organization ${organization} is not a to-one relation`);
  if (parent && def.relationships[parent]?.kind !== 'toOne') fail(`ownership.parent ${parent} is not a to-one relation`);
}

// ---------------------------------------------------------------------------------------------
// Record types inferred from a definition: what the console and the data provider hold.

type ValueOf<F> = F extends { __value?: infer V } ? V : never;
type Nullable<F, V> = F extends { required: true } ? V : V | null;

type AttributeValues<A extends Record<string, AttributeField>> = {
  -readonly [K in keyof A as A[K] extends { kind: 'password' } ? never : K]: Nullable<A[K], ValueOf<A[K]>>;
};
type ToOneIds<Rel extends Record<string, Relation>> = {
  -readonly [K in keyof Rel as Rel[K] extends ToOneRelation ? `${K & string}Id` : never]: string | null;
};
type ToManyIds<Rel extends Record<string, Relation>> = {
  -readonly [K in keyof Rel as Rel[K] extends ToManyRelation ? `${K & string}Ids` : never]: string[];
};

/** The record a client holds: id, attributes (passwords excluded) and relationship ids. */
export type RecordOf<R extends { attributes: Record<string, AttributeField>; relationships: Record<string, Relation> }> = Flatten<
  { id: string } & AttributeValues<R['attributes']> & ToOneIds<R['relationships']> & ToManyIds<R['relationships']>
>;

type Flatten<T> = { [K in keyof T]: T[K] };

/** The values an enum field allows. */
export type EnumValues<F> = F extends EnumField<infer V> ? V : never;
export type MapKeys<F> = F extends BooleanMapField<infer K> ? K : never;
