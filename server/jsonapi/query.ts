/**
 * Parses a list request's query string against a resource definition. Only declared fields
 * may be filtered, sorted, included or selected; anything else is a 400 naming the parameter.
 */
import { FILTER_OPS, RELATION_FILTER_OPS, type FilterOp, type ResourceDef } from '../../resources/kit';
import { resourceByType } from '../../resources';
import { INCLUDE_DEPTH_MAX, PAGE_SIZE_MAX, SHARED_PAGE_SIZE_DEFAULT } from '../../domain/constants';
import { badRequest } from './errors';
import { findField, relatedDef, type FieldRef } from './wire';
import { isRecordId } from './recordId';

export type RawQuery = Record<string, string | string[] | undefined>;

export type Filter =
  | { target: 'field'; ref: FieldRef; op: FilterOp; values: string[] }
  | { target: 'id'; values: string[] }
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

export interface ListQuery extends ReadQuery {
  filters: Filter[];
  sort: { name: string; desc: boolean }[];
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
    if (m[1] === 'filter') filters.push(parseFilter(def, m[2] ?? '', m[3], value, key));
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

function parseSort(def: ResourceDef, raw: string): { name: string; desc: boolean }[] {
  const spec = raw || def.list.sort;
  return spec.split(',').map((part) => {
    const desc = part.startsWith('-');
    const name = desc ? part.slice(1) : part;
    if (name === 'id') return { name, desc };
    const ref = findField(def, name);
    if (ref?.kind !== 'attribute' || !ref.field.sortable) throw badRequest(`Sorting by ${name} is not supported`, 'sort');
    return { name: ref.name, desc };
  });
}

function parseInclude(def: ResourceDef, raw: string): IncludeNode {
  const root: IncludeNode = { children: new Map() };
  if (!raw) return root;
  for (const path of raw.split(',')) {
    const segments = path.split('.');
    if (segments.length > INCLUDE_DEPTH_MAX) throw badRequest(`include ${path} is nested too deeply`, 'include');
    let node = root;
    let current = def;
    for (const segment of segments) {
      const ref = findField(current, segment);
      if (ref?.kind !== 'relationship') throw badRequest(`${segment} is not a relationship of ${current.name}`, 'include');
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
