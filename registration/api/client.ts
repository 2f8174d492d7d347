/**
 * The registration app's connection to the API: the shared transport (section 7 headers, the
 * `/new` guard) with ApiFailure errors, and the two document helpers every call uses.
 */
import { snakeCase } from '../../resources/kit';
import { createTransport, type Send } from '../../dataProvider/transport';
import { toAppRecord } from '../../dataProvider/deserialize';
import type { AppRecord, JsonApiDocument, ResourceObject } from '../../dataProvider/types';
import { apiFailures } from '../../dataProvider/ApiFailure';

let currentLocale = 'en';
/** The interface language sent with every call (X-User-Locale); set by the i18n provider. */
export function setRequestLocale(locale: string): void {
  currentLocale = locale;
}

export const send: Send = createTransport({ application: 'registration', getLocale: () => currentLocale }, apiFailures);

/** `{firstName: 'Ada'}` → `{first_name: 'Ada'}`; undefined values are left out. */
export function wireAttributes(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) out[snakeCase(key)] = value;
  return out;
}

export interface DocumentInput {
  type: string;
  id?: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { type: string; id: string } | null>;
}

/** A JSON:API request document from camelCase attributes and to-one relationships. */
export function document(input: DocumentInput): { data: Record<string, unknown> } {
  const relationships = input.relationships
    ? Object.fromEntries(Object.entries(input.relationships).map(([name, ref]) => [snakeCase(name), { data: ref }]))
    : undefined;
  return {
    data: {
      type: input.type,
      ...(input.id !== undefined ? { id: input.id } : {}),
      ...(input.attributes ? { attributes: wireAttributes(input.attributes) } : {}),
      ...(relationships ? { relationships } : {}),
    },
  };
}

export function recordOf(doc: JsonApiDocument): AppRecord {
  const data = doc.data;
  if (!data || Array.isArray(data)) throw new Error('expected one resource object');
  return toAppRecord(data);
}

export function recordsOf(doc: JsonApiDocument): AppRecord[] {
  const data = doc.data;
  return Array.isArray(data) ? data.map((obj: ResourceObject) => toAppRecord(obj)) : [];
}
