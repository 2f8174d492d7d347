/**
 * The OpenAPI side of the generated JSON:API routes (server/jsonapi/routes.ts): each resource's
 * object schema and, per route, its operation, all read off the resource definition, so the
 * description changes whenever the schema does.
 */
import { FILTER_OPS, OPERATIONS, RELATION_FILTER_OPS, type Operation, type ResourceDef } from '../../resources/kit';
import { PAGE_SIZE_MAX, SHARED_PAGE_SIZE_DEFAULT } from '../../domain/constants';
import { relatedDef, wireMap } from '../jsonapi/wire';
import { whoMay } from './access';
import { attributeSchema, relationshipSchema, type JsonSchema } from './fieldSchemas';
import { ERROR_RESPONSES, jsonApiBody, type OpenApiOperation, type OpenApiParameter } from './shared';

/** What a generated route says of itself in its Fastify config (`config.doc`). */
export interface ResourceRouteDoc {
  resource: string;
  operation: Operation;
}

export const isResourceOperation = (value: unknown): value is Operation => OPERATIONS.includes(value as Operation);

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const writeName = (def: ResourceDef): string => `${def.type}.write`;

/** The resource object as served, and the resource object a create or update sends. */
export function resourceComponents(def: ResourceDef): Record<string, JsonSchema> {
  const { attributes, relationships } = wireMap(def);
  const shown = attributes.filter((a) => a.kind === 'attribute' && a.field.kind !== 'password');
  const attributeSchemas = (refs: typeof attributes): JsonSchema =>
    Object.fromEntries(refs.flatMap((a) => (a.kind === 'attribute' ? [[a.wire, attributeSchema(a.field)]] : [])));
  const relationshipSchemas = (): JsonSchema =>
    Object.fromEntries(relationships.flatMap((r) => (r.kind === 'relationship' ? [[r.wire, relationshipSchema(r.rel, relatedDef(r.rel).type)]] : [])));
  const writable = attributes.filter((a) => a.kind === 'attribute' && !a.field.readOnly && !a.field.computed);
  const required = writable.flatMap((a) => (a.kind === 'attribute' && a.field.required && a.field.default === undefined ? [a.wire] : []));
  return {
    [def.type]: {
      type: 'object',
      required: ['type', 'id'],
      properties: {
        type: { const: def.type },
        id: { type: 'string' },
        attributes: { type: 'object', properties: attributeSchemas(shown) },
        relationships: { type: 'object', properties: relationshipSchemas() },
        links: ref('Links'),
        meta: { type: 'object' },
      },
    },
    [writeName(def)]: {
      type: 'object',
      required: ['type'],
      description: 'A create needs every required attribute; an update sends only what changes (and the record’s id).',
      properties: {
        type: { const: def.type },
        id: { type: 'string' },
        attributes: { type: 'object', properties: attributeSchemas(writable), ...(required.length > 0 ? { description: `Required on create: ${required.join(', ')}.` } : {}) },
        relationships: { type: 'object', properties: relationshipSchemas() },
      },
    },
  };
}

function listParameters(def: ResourceDef): OpenApiParameter[] {
  const { attributes, relationships } = wireMap(def);
  const filters: OpenApiParameter[] = [];
  const filter = (name: string, description: string): void => {
    filters.push({ name: `filter[${name}]`, in: 'query', required: false, description, schema: { type: 'string' } });
  };
  filter('id', 'Records with these ids (a comma list).');
  if (def.list.search?.length) filter('q', `Search in ${def.list.search.join(', ')}${def.list.searchMinLength ? ` (at least ${def.list.searchMinLength} characters)` : ''}.`);
  if (def.softDelete) filter('archived', '`true` lists archived records instead.');
  for (const a of attributes)
    if (a.kind === 'attribute' && a.field.filterable) filter(a.wire, `Operators as \`filter[${a.wire}][op]\`: ${FILTER_OPS[a.field.kind].join(', ')}.`);
  for (const r of relationships)
    if (r.kind === 'relationship' && r.rel.kind === 'toOne' && r.rel.filterable) filter(r.wire, `Related ids; operators ${RELATION_FILTER_OPS.join(', ')}.`);
  for (const name of Object.keys(def.namedFilters)) filter(name, 'A named filter of this resource.');
  const sortable = attributes.flatMap((a) => (a.kind === 'attribute' && a.field.sortable ? [a.wire] : []));
  return [
    ...filters,
    { name: 'sort', in: 'query', required: false, description: `Comma list, \`-\` for descending; by ${[...sortable, ...def.namedSorts].join(', ') || 'id'}. Default \`${def.list.sort}\`.`, schema: { type: 'string' } },
    { name: 'page[number]', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1 } },
    { name: 'page[size]', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: SHARED_PAGE_SIZE_DEFAULT } },
  ];
}

const readParameters = (def: ResourceDef): OpenApiParameter[] => [
  { name: 'include', in: 'query', required: false, description: `Related records to include, by relationship path (${Object.keys(def.relationships).join(', ') || 'none'}).`, schema: { type: 'string' } },
  { name: `fields[${def.type}]`, in: 'query', required: false, description: 'Sparse fieldset: the attributes and relationships to return (also for included types).', schema: { type: 'string' } },
];

const documentOf = (data: JsonSchema, extra: JsonSchema = {}): JsonSchema => ({
  type: 'object',
  required: ['data'],
  properties: { data, included: { type: 'array', items: { type: 'object' } }, links: ref('Links'), meta: { type: 'object' }, ...extra },
});

/** The operation of one generated route: `path` parameters come from its URL (a nested route's parent). */
export function resourceOperation(def: ResourceDef, operation: Operation, pathParameters: OpenApiParameter[]): OpenApiOperation {
  const title = def.name.replace(/_/g, ' ');
  const common = { tags: [def.name], security: [{ bearer: [] }], description: whoMay(def.access[operation]) };
  const one = { content: jsonApiBody(documentOf(ref(def.type))) };
  switch (operation) {
    case 'list':
      return {
        ...common,
        summary: `List ${title}`,
        parameters: [...pathParameters, ...listParameters(def), ...readParameters(def)],
        responses: {
          '200': { description: 'A page of records; `meta.total` counts every match, `links` name the other pages.', content: jsonApiBody(documentOf({ type: 'array', items: ref(def.type) }, { meta: { type: 'object', properties: { total: { type: 'integer' } } } })) },
          ...ERROR_RESPONSES,
        },
      };
    case 'show':
      return { ...common, summary: `Read one of ${title}`, parameters: [...pathParameters, ...readParameters(def)], responses: { '200': { description: 'The record.', ...one }, ...ERROR_RESPONSES } };
    case 'create':
      return {
        ...common,
        summary: `Create one of ${title}`,
        parameters: [...pathParameters, ...readParameters(def)],
        requestBody: { required: true, content: jsonApiBody(documentOf(ref(writeName(def)))) },
        responses: { '201': { description: 'Created; `Location` names it.', ...one }, '200': { description: 'A replay of an earlier create (same idempotency key): nothing written.', ...one }, ...ERROR_RESPONSES },
      };
    case 'update':
      return {
        ...common,
        summary: `Change one of ${title}`,
        parameters: [...pathParameters, ...readParameters(def)],
        requestBody: { required: true, content: jsonApiBody(documentOf(ref(writeName(def)))) },
        responses: { '200': { description: 'The record as changed.', ...one }, ...ERROR_RESPONSES },
      };
    case 'delete':
      return {
        ...common,
        summary: `Delete one of ${title}${def.softDelete ? ' (archived, restorable)' : ''}`,
        parameters: pathParameters,
        responses: { '204': { description: 'Deleted.' }, ...ERROR_RESPONSES },
      };
  }
}
