/** What each field kind implies for filtering, independent of server or console. */
import type { AttributeField, FieldKind, FilterOp, Relation } from './fields';
import { snakeCase } from './names';

const ORDERED: FilterOp[] = ['eq', 'ne', 'in', 'gt', 'gte', 'lt', 'lte', 'null'];

export const FILTER_OPS: Record<FieldKind, readonly FilterOp[]> = {
  text: ['eq', 'ne', 'in', 'contains', 'null'],
  longText: ['contains', 'null'],
  email: ['eq', 'ne', 'in', 'contains', 'null'],
  password: [],
  integer: ORDERED,
  number: ORDERED,
  boolean: ['eq', 'null'],
  date: ORDERED,
  datetime: ORDERED,
  enum: ['eq', 'ne', 'in', 'null'],
  stringList: ['contains'],
  booleanMap: [],
  textMap: [],
};

export const RELATION_FILTER_OPS: readonly FilterOp[] = ['eq', 'in', 'null'];

export function filterOpsOf(field: AttributeField): readonly FilterOp[] {
  return field.filterable ? FILTER_OPS[field.kind] : [];
}

export function wireName(name: string, field: AttributeField | Relation): string {
  return field.wire ?? snakeCase(name);
}

export function columnName(name: string, field: AttributeField): string {
  return field.column ?? snakeCase(name);
}

export function foreignKeyColumn(name: string, rel: Relation): string {
  return rel.kind === 'toOne' ? (rel.column ?? `${snakeCase(name)}_id`) : '';
}
