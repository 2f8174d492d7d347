/**
 * Parses a list request's query string against a resource definition. Only declared fields
 * may be filtered, sorted, included or selected; anything else is a 400 naming the parameter.
 */
import { camelCase, FILTER_OPS, RELATION_FILTER_OPS, type FilterOp, type NamedFilter, type ResourceDef } from '../../resources/kit';
import { resourceByType } from '../../resources';
import { INCLUDE_DEPTH_MAX, PAGE_SIZE_MAX, SHARED_PAGE_SIZE_DEFAULT } from '../../domain/constants';
import { badRequest } from './errors';
import { findField, otherName, relatedDef, type FieldRef } from './wire';
import { isRecordId } from './recordId';
import { throughFilter, type ThroughFilter } from './through';

export type RawQuery = Record<string, string | string[] | undefined>;

export type Filter =
  | { target: 'field'; ref: FieldRef; op: FilterOp; values: string[] }
  | { target: 'id'; values: string[] }
  /** Records a join table links to any of the ids (through.ts). */
  | { target: 'through'; filter: ThroughFilter; values: string[] }
  | { target: 'search'; text: string }
  | { target: 'archived'; value: boolean };

export interface IncludeNode {
  children: Map<string, IncludeNode>;
}

export interface ReadQuery {
  include: IncludeNode;
  /** JSON:API type → app names of the fields to render. */
  fields: Map<string, Set<string>>;
}

/** A sort key: a sortable attribute, or one of the schema's `namedSorts` (the reader orders those). */
export interface SortKey {
  name: string;
  desc: boolean;
  named?: true;
}

export interface ListQuery extends ReadQuery {
  filters: Filter[];
  sort: SortKey[];
  page: { number: number; size: number };
}

const FAMILY = /^(filter|page|fields)\[([^\]]+)\](?:\[([^\]]+)\])?$/;
/** Values that take a comma list under plain `filter[x]=a,b`. */
const LIST_KINDS = new Set(['integer', 'enum', 'toOne']);

function single(raw: string | string[] | undefined, param: string): string {
  if (Array.isArray(raw)) throw badRequest(`${param} may be given once`, param);
  return raw ?? '';
}

export function parseReadQuery(def: ResourceDef, raw: RawQuery, allowListParams = false): ReadQuery {
  const include = parseInclude(def, single(raw.include, 'include'));
  const fields = new Map<string, Set<string>>();
  for (const key of Object.keys(raw)) {
    if (key === 'include') continue;
    const m = FAMILY.exec(key);
    if (m?.[1] === 'fields' && m[2]) {
      fields.set(m[2], parseFieldset(m[2], single(raw[key], key), key));
      continue;
    }
    if (allowListParams && (key === 'sort' || m?.[1] === 'filter' || m?.[1] === 'page')) continue;
    throw badRequest(`Unknown query parameter ${key}`, key);
  }
  return { include, fields };
}

export function parseListQuery(def: ResourceDef, raw: RawQuery): ListQuery {
  const read = parseReadQuery(def, raw, true);
  const filters: Filter[] = [];
  const page = { number: 1, size: SHARED_PAGE_SIZE_DEFAULT };
  for (const key of Object.keys(raw)) {
    const m = FAMILY.exec(key);
    if (!m) continue;
    const value = single(raw[key], key);
    const named = m[1] === 'filter' && m[3] === undefined ? namedFilter(def, m[2] ?? '') : undefined;
    if (named) filters.push(parseNamedFilter(def, named, value, key));
    else if (m[1] === 'filter') filters.push(parseFilter(def, m[2] ?? '', m[3], value, key));
    if (m[1] === 'page') {
      if (m[2] === 'number') page.number = pageInt(value, key, Number.MAX_SAFE_INTEGER);
      else if (m[2] === 'size') page.size = pageInt(value, key, PAGE_SIZE_MAX);
      else throw badRequest(`Unknown page parameter ${key}`, key);
    }
  }
  return { ...read, filters, sort: parseSort(def, single(raw.sort, 'sort')), page };
}

function pageInt(value: string, param: string, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > max) throw badRequest(`${param} must be a whole number from 1 to ${max}`, param);
  return n;
}

function parseFilter(def: ResourceDef, name: string, op: string | undefined, value: string, param: string): Filter {
  if (name === 'id') return { target: 'id', values: ids(value, param) };
  if (name === 'q' && def.list.search?.length) return { target: 'search', text: value };
  if (name === 'archived' && def.softDelete) return { target: 'archived', value: value === 'true' };
  const through = throughFilter(def, name);
  if (through) {
    // A set holds any of the ids: `eq` and `in` say the same; `null` (an empty set) is not offered.
    if (op !== undefined && op !== 'eq' && op !== 'in') throw badRequest(`Operator ${op} is not supported for ${name}`, param);
    return { target: 'through', filter: through, values: ids(value, param) };
  }
  const ref = findField(def, name);
  const allowed =
    ref?.kind === 'attribute'
      ? ref.field.filterable
        ? FILTER_OPS[ref.field.kind]
        : []
      : ref?.rel.kind === 'toOne' && ref.rel.filterable
        ? RELATION_FILTER_OPS
        : [];
  if (!ref || allowed.length === 0) throw badRequest(`Filtering by ${name} is not supported`, param);
  const kind = ref.kind === 'attribute' ? ref.field.kind : 'toOne';
  const chosen = (op ?? (value.includes(',') && LIST_KINDS.has(kind) ? 'in' : 'eq')) as FilterOp;
  if (!allowed.includes(chosen)) throw badRequest(`Operator ${chosen} is not supported for ${name}`, param);
  const values = chosen === 'in' ? value.split(',') : [value];
  for (const v of values) checkValue(kind, v, chosen, param);
  return { target: 'field', ref, op: chosen, values: kind === 'toOne' && chosen !== 'null' ? ids(value, param) : values };
}

function namedFilter(def: ResourceDef, name: string): NamedFilter | undefined {
  return def.namedFilters[name] ?? def.namedFilters[camelCase(name)];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A named filter as a field filter: `through` a date-only day means before the next day starts. */
function parseNamedFilter(def: ResourceDef, named: NamedFilter, value: string, param: string): Filter {
  const ref = findField(def, named.field);
  if (ref?.kind !== 'attribute') throw new Error(`${def.name}: named filter on ${named.field}`);
  const bad = (): never => {
    throw badRequest(`${param} has an invalid value`, param);
  };
  if (named.bound === 'future') {
    if (value !== 'true' && value !== 'false') bad();
    return { target: 'field', ref, op: value === 'true' ? 'gt' : 'lte', values: [new Date().toISOString()] };
  }
  const day = DAY.test(value);
  // A calendar date must exist: 2026-02-31 is refused, not rolled over into March.
  if (day ? new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value : Number.isNaN(Date.parse(value))) bad();
  if (named.bound === 'from') return { target: 'field', ref, op: 'gte', values: [day ? `${value}T00:00:00.000Z` : value] };
  if (!day) return { target: 'field', ref, op: 'lte', values: [value] };
  const next = new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000).toISOString();
  return { target: 'field', ref, op: 'lt', values: [next] };
}

function ids(value: string, param: string): string[] {
  const list = value.split(',');
  if (list.some((v) => !isRecordId(v))) throw badRequest(`${param} takes record ids`, param);
  return list;
}

function checkValue(kind: string, v: string, op: FilterOp, param: string): void {
  const bad = (): never => {
    throw badRequest(`${param} has an invalid value`, param);
  };
  if (op === 'null') return void (v === 'true' || v === 'false' || bad());
  if ((kind === 'integer' && !/^-?\d{1,9}$/.test(v)) || (kind === 'number' && Number.isNaN(Number(v)))) bad();
  if (kind === 'boolean' && v !== 'true' && v !== 'false') bad();
  if ((kind === 'date' || kind === 'datetime') && Number.isNaN(Date.parse(v))) bad();
}

function parseSort(def: ResourceDef, raw: string): SortKey[] {
  const spec = raw || def.list.sort;
  return spec.split(',').map((part) => {
    const desc = part.startsWith('-');
    const name = desc ? part.slice(1) : part;
    if (name === 'id') return { name, desc };
    if (def.namedSorts.includes(name)) return { name, desc, named: true };
    const ref = findField(def, name);
    if (ref?.kind !== 'attribute' || !ref.field.sortable) throw badRequest(`Sorting by ${name} is not supported`, 'sort');
    return { name: ref.name, desc };
  });
}

/**
 * The include tree. A segment may be one of the seed's other names (users' `license` stands for
 * `organization.licensings.license`), expanded in place; the expanded path obeys the depth limit
 * too. An other name for an attribute (users' `user_permissions`) adds nothing: attributes are
 * always rendered.
 */
function parseInclude(def: ResourceDef, raw: string): IncludeNode {
  const root: IncludeNode = { children: new Map() };
  if (!raw) return root;
  for (const path of raw.split(',')) {
    const tooDeep = (): never => {
      throw badRequest(`include ${path} is nested too deeply`, 'include');
    };
    const segments = path.split('.');
    if (segments.length > INCLUDE_DEPTH_MAX) tooDeep();
    let node = root;
    let current = def;
    let depth = 0;
    for (let segment = segments.shift(); segment !== undefined; segment = segments.shift()) {
      const ref = findField(current, segment);
      const other = otherName(current, segment);
      if (ref?.kind !== 'relationship' && other?.includes('.')) {
        segments.unshift(...other.split('.'));
        continue;
      }
      if (ref?.kind === 'attribute' && other !== undefined && segments.length === 0) break;
      if (ref?.kind !== 'relationship') throw badRequest(`${segment} is not a relationship of ${current.name}`, 'include');
      if (++depth > INCLUDE_DEPTH_MAX) tooDeep();
      let next = node.children.get(ref.name);
      if (!next) node.children.set(ref.name, (next = { children: new Map() }));
      node = next;
      current = relatedDef(ref.rel);
    }
  }
  return root;
}

function parseFieldset(type: string, raw: string, param: string): Set<string> {
  const def = resourceByType(type);
  if (!def) throw badRequest(`Unknown type ${type}`, param);
  const names = new Set<string>();
  for (const name of raw.split(',').filter(Boolean)) {
    const ref = findField(def, name);
    if (!ref) throw badRequest(`${name} is not a field of ${type}`, param);
    names.add(ref.name);
  }
  return names;
}
