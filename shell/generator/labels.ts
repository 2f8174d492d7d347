/** The i18n keys generated screens use; `i18n/catalogue.test.ts` checks they all exist in English. */
// The form/record source of a relationship is the kit's (the server's write path reads the same key).
export { relationSource } from '../../resources/kit';

export function fieldLabel(resource: string, source: string): string {
  return `resources.${resource}.fields.${source}`;
}

export function valueLabel(resource: string, field: string, value: string): string {
  return `resources.${resource}.values.${field}.${value}`;
}

export interface Choice {
  id: string;
  name: string;
}

/** Choices whose names are i18n keys (react-admin translates choice names by default). */
export function choicesFor(resource: string, field: string, values: readonly string[]): Choice[] {
  return values.map((value) => ({ id: value, name: valueLabel(resource, field, value) }));
}
