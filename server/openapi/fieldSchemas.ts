/**
 * JSON Schema (OpenAPI 3.1's dialect, draft 2020-12) for a resource's fields, from the kit's
 * closed set of field kinds: one more case here when the kit gains a kind, as in its other
 * per-kind switches (resources/kit/kinds.ts, validation.ts).
 */
import type { AttributeField, Relation } from '../../resources/kit';

export type JsonSchema = Record<string, unknown>;

function valueSchema(field: AttributeField): JsonSchema {
  switch (field.kind) {
    case 'text':
      return { type: 'string', ...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {}) };
    case 'longText':
      return { type: 'string', ...(field.maxWords !== undefined ? { description: `At most ${field.maxWords} words.` } : {}) };
    case 'email':
      return { type: 'string', format: 'email' };
    case 'password':
      return { type: 'string', minLength: field.minLength, writeOnly: true };
    case 'integer':
    case 'number':
      return { type: field.kind, ...(field.min !== undefined ? { minimum: field.min } : {}), ...(field.max !== undefined ? { maximum: field.max } : {}) };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'enum':
      return { type: 'string', enum: [...field.values] };
    case 'stringList':
      return {
        type: 'array',
        items: field.values ? { type: 'string', enum: [...field.values] } : { type: 'string' },
        ...(field.maxItems !== undefined ? { maxItems: field.maxItems } : {}),
      };
    case 'booleanMap':
      return { type: 'object', properties: Object.fromEntries(field.keys.map((k) => [k, { type: 'boolean' }])), additionalProperties: false };
    case 'textMap':
      return { type: 'object', properties: Object.fromEntries(field.keys.map((k) => [k, { type: 'string' }])), additionalProperties: false };
  }
}

/** An attribute's schema: null allowed unless required; read-only (server-set, computed) marked so. */
export function attributeSchema(field: AttributeField): JsonSchema {
  const schema = valueSchema(field);
  const nullable = !field.required && typeof schema.type === 'string' ? { type: [schema.type, 'null'] } : {};
  const withEnum = nullable.type && Array.isArray(schema.enum) ? { enum: [...(schema.enum as unknown[]), null] } : {};
  return {
    ...schema,
    ...nullable,
    ...withEnum,
    ...(field.readOnly || field.computed ? { readOnly: true } : {}),
    ...(field.default !== undefined ? { default: field.default } : {}),
  };
}

const identifier = (type: string): JsonSchema => ({
  type: 'object',
  required: ['type', 'id'],
  properties: { type: { const: type }, id: { type: 'string' } },
});

/** A relationship object: linkage to the related type, a to-one's possibly null, a to-many's a list (or a `related` link when not loaded). */
export function relationshipSchema(rel: Relation, relatedType: string): JsonSchema {
  const data = rel.kind === 'toOne' ? { oneOf: [identifier(relatedType), { type: 'null' }] } : { type: 'array', items: identifier(relatedType) };
  return {
    type: 'object',
    properties: { data, links: { $ref: '#/components/schemas/Links' } },
    ...(rel.readOnly ? { readOnly: true } : {}),
  };
}
