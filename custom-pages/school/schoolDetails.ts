/**
 * The school details My school shows and organisation admins edit (seed 3 and 6): the fields,
 * their bounds from the organisations schema (one home for a bound), and what the viewer may
 * write, from the schema's grants (so the page never offers what the server would refuse).
 */
import { organizations } from '../../resources/organizations/schema';
import type { ResourceDef, ViewerFacts } from '../../resources/kit';
import { onlyWritable, writableNames } from '../../shell/generator/formFields';
import type { AppRecord } from '../../dataProvider';

export const DETAIL_FIELDS = ['name', 'address1', 'city', 'postalCode', 'country', 'domain'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailValues = Record<DetailField, string>;

const def: ResourceDef = organizations;

export function maxLengthOf(field: DetailField): number | undefined {
  const attribute: { maxLength?: number } = organizations.attributes[field];
  return attribute.maxLength;
}

export const isRequired = (field: DetailField): boolean => organizations.attributes[field].required === true;

/** The detail fields this viewer may write on this school (none for teachers without the flag). */
export function editableFields(viewer: ViewerFacts | undefined, school: AppRecord): DetailField[] {
  const names = writableNames(def, 'edit', viewer, school);
  return DETAIL_FIELDS.filter((f) => names === '*' || names.has(f));
}

export function detailValues(school: AppRecord): DetailValues {
  const text = (v: unknown): string => (typeof v === 'string' ? v : '');
  return Object.fromEntries(DETAIL_FIELDS.map((f) => [f, text(school[f])])) as DetailValues;
}

/** A field's problem, as a catalogue key and its values; null when fine. */
export function problemOf(field: DetailField, value: string): { key: string; max?: number } | null {
  if (isRequired(field) && value.trim() === '') return { key: 'school.details.required' };
  const max = maxLengthOf(field);
  if (max !== undefined && value.length > max) return { key: 'school.details.tooLong', max };
  return null;
}

/** The update's data: only what the viewer's grant may write on this school (blank text as null). */
export function updatePayload(viewer: ViewerFacts | undefined, school: AppRecord, values: DetailValues): Record<string, unknown> {
  const data = Object.fromEntries(DETAIL_FIELDS.map((f) => [f, values[f].trim() === '' && !isRequired(f) ? null : values[f].trim()]));
  return onlyWritable(def, 'edit', viewer, data, school);
}
