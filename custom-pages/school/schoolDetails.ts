/**
 * The school details My school shows and organisation admins edit (seed 3 and 6), and what the
 * viewer may write of them, from the organisations schema's grants (so the page never offers
 * what the server would refuse).
 */
import { organizations } from '../../resources/organizations/schema';
import type { ResourceDef, ViewerFacts } from '../../resources/kit';
import { writableNames } from '../../shell/generator/formFields';
import type { AppRecord } from '../../dataProvider';

export const DETAIL_FIELDS = ['name', 'address1', 'city', 'postalCode', 'country', 'domain'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailValues = Record<DetailField, string>;

const def: ResourceDef = organizations;

/** The detail fields this viewer may write on this school (none for teachers without the flag). */
export function editableFields(viewer: ViewerFacts | undefined, school: AppRecord): DetailField[] {
  const names = writableNames(def, 'edit', viewer, school);
  return DETAIL_FIELDS.filter((f) => names === '*' || names.has(f));
}

export function detailValues(school: AppRecord): DetailValues {
  const text = (v: unknown): string => (typeof v === 'string' ? v : '');
  return Object.fromEntries(DETAIL_FIELDS.map((f) => [f, text(school[f])])) as DetailValues;
}

/** Of what the form may write, the details only: the school's other settings are not this section's to send. */
export function onlyDetails(written: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(written).filter(([name]) => (DETAIL_FIELDS as readonly string[]).includes(name)));
}
