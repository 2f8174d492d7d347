/**
 * Query strings for list endpoints: `page[number]`, `page[size]`, `sort`, `filter[...]` and
 * `include`, with app field names turned into wire names through the kit.
 */
import { resourceByName } from '../resources';
import { camelCase, snakeCase, wireName, type FilterOp, type ResourceDef } from '../resources/kit';
import { fieldWireName } from './names';
import { isObject } from './types';

export type QueryPair = readonly [string, string];

const OPS: readonly FilterOp[] = ['eq', 'ne', 'in', 'contains', 'gt', 'gte', 'lt', 'lte', 'null'];
/** react-admin's suffix convention: `createdAt_gte`. Longest ops first so `gte` beats `gt`. */
const SUFFIX = /^(.+)_(eq|ne|in|contains|gte|gt|lte|lt|null)$/;

export interface Pagination {
  page: number;
  perPage: number;
}

export interface Sort {
  field: string;
  order: string;
}

export function paginationPairs(pagination: Pagination | undefined): QueryPair[] {
  if (!pagination) return [];
  return [
    ['page[number]', String(pagination.page)],
    ['page[size]', String(pagination.perPage)],
  ];
}

export function sortPairs(def: ResourceDef | undefined, sort: Sort | undefined): QueryPair[] {
  if (!sort?.field) return [];
  const field = fieldWireName(def, sort.field);
  return [['sort', sort.order.toUpperCase() === 'DESC' ? `-${field}` : field]];
}

export function filterPairs(def: ResourceDef | undefined, filter: unknown): QueryPair[] {
  if (!isObject(filter)) return [];
  const pairs: QueryPair[] = [];
  for (const [key, value] of Object.entries(filter)) {
    const suffixed = SUFFIX.exec(key);
    const field = suffixed?.[1] ?? key;
    const wire = `filter[${fieldWireName(def, field)}]`;
    if (suffixed?.[2]) pushValue(pairs, `${wire}[${suffixed[2]}]`, value);
    else if (value === null) pairs.push([`${wire}[null]`, 'true']);
    else if (isObject(value) && !(value instanceof Date)) {
      // `{ createdAt: { gte: '2024-01-01' } }`: the nested form of the same operators.
      for (const [op, v] of Object.entries(value)) pushValue(pairs, `${wire}[${OPS.includes(op as FilterOp) ? op : snakeCase(op)}]`, v);
    } else pushValue(pairs, wire, value);
  }
  return pairs;
}

function pushValue(pairs: QueryPair[], key: string, value: unknown): void {
  const text = filterValue(value);
  if (text !== undefined) pairs.push([key, text]);
}

/** Arrays join with commas (the server's `in`); blanks are no filter at all, as in react-admin. */
function filterValue(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map((v) => filterValue(v) ?? '').join(',');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** `meta.include` as a list or a comma string; each path's segments follow the kit's relations. */
export function includePairs(def: ResourceDef | undefined, meta: unknown): QueryPair[] {
  const raw = isObject(meta) ? meta.include : undefined;
  const paths = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [])
    .filter((p): p is string => typeof p === 'string')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (paths.length === 0) return [];
  return [['include', paths.map((p) => includePath(def, p)).join(',')]];
}

function includePath(def: ResourceDef | undefined, path: string): string {
  let current = def;
  return path
    .split('.')
    .map((segment) => {
      const rel = current?.relationships[camelCase(segment)];
      current = rel ? resourceByName(rel.resource) : undefined;
      return rel ? wireName(camelCase(segment), rel) : snakeCase(segment);
    })
    .join('.');
}

export function toQueryString(pairs: readonly QueryPair[]): string {
  if (pairs.length === 0) return '';
  // Brackets stay readable in logs; values are fully encoded.
  const key = (k: string): string => encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']');
  return `?${pairs.map(([k, v]) => `${key(k)}=${encodeURIComponent(v)}`).join('&')}`;
}
