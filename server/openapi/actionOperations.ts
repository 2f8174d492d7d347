/**
 * The OpenAPI side of the hand-written routes (server/routes/): each declares what it does in its
 * Fastify config (`config.doc`, an ActionDoc) beside its handler, and this turns that and the
 * route's own settings (`public`, `download`, `eventStream`) into an operation.
 */
import type { ActionDef } from '../../resources/kit';
import { attributeSchema, type JsonSchema } from './fieldSchemas';
import { jsonApiBody, ERROR_RESPONSES, type OpenApiOperation, type OpenApiParameter } from './shared';

export interface ActionDoc {
  summary: string;
  description?: string;
  /** Where the reference lists it: the resource it acts on (`lessons`) or a topic (`sign-in`). */
  tag: string;
  /**
   * What the request carries: the JSON:API document its `defineAction` declares (its attributes
   * described field by field), any JSON:API document (POST, PATCH and PUT by default), a
   * multipart form, an image's bytes, or nothing (other methods by default).
   */
  body?: ActionDef | 'jsonapi' | 'multipart' | 'image' | 'none';
  /** A success that is not a JSON:API document: its media type (`text/csv`, `text/calendar`, `text/html`). */
  produces?: string;
  /** The success status when not 200 (201 created, 204 no content). */
  status?: number;
  /** Query parameters it reads. */
  query?: readonly { name: string; description: string }[];
}

const BODY_CONTENT = {
  jsonapi: jsonApiBody({ type: 'object', required: ['data'], properties: { data: { type: 'object' } } }),
  multipart: { 'multipart/form-data': { schema: { type: 'object' } } },
  image: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } },
} as const;

const defaultBody = (method: string): NonNullable<ActionDoc['body']> => (['post', 'patch', 'put'].includes(method) ? 'jsonapi' : 'none');

/** The document an action's declaration accepts: its type, its attributes as fields, its to-one relationships. */
function declaredBody(action: ActionDef): JsonSchema {
  const entries = Object.entries(action.attributes);
  const required = entries.filter(([, field]) => field.required).map(([name]) => action.wire[name]!);
  const attributes: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(entries.map(([name, field]) => [action.wire[name]!, attributeSchema(field)])),
    ...(required.length > 0 ? { required } : {}),
  };
  const relationships = Object.entries(action.relationships).map(([name, type]) => [
    name,
    { type: 'object', required: ['data'], properties: { data: { oneOf: [{ type: 'null' }, { type: 'object', required: ['id'], properties: { type: { const: type }, id: { type: 'string' } } }] } } },
  ]);
  const data: JsonSchema = {
    type: 'object',
    required: [...(action.types.length > 0 ? ['type'] : []), ...(action.attributesOptional ? [] : ['attributes'])],
    properties: {
      type: action.types.length > 0 ? { type: 'string', enum: [...action.types] } : { type: 'string' },
      attributes,
      ...(relationships.length > 0 ? { relationships: { type: 'object', properties: Object.fromEntries(relationships) } } : {}),
    },
  };
  return { type: 'object', required: ['data'], properties: { data } };
}

function requestContent(body: Exclude<NonNullable<ActionDoc['body']>, 'none'>): Record<string, { schema: JsonSchema }> {
  return typeof body === 'string' ? BODY_CONTENT[body] : jsonApiBody(declaredBody(body));
}

export function actionOperation(doc: ActionDoc, method: string, route: { public?: boolean; eventStream?: boolean }, pathParameters: OpenApiParameter[]): OpenApiOperation {
  const body = doc.body ?? defaultBody(method) ?? 'none';
  const status = String(doc.status ?? 200);
  const produces = route.eventStream ? 'text/event-stream' : doc.produces;
  const success = status === '204' ? { description: 'Done; no body.' } : { description: 'Done.', content: produces ? { [produces]: { schema: { type: 'string' } } } : jsonApiBody({ type: 'object' }) };
  const query: OpenApiParameter[] = (doc.query ?? []).map((q) => ({ name: q.name, in: 'query', required: false, description: q.description, schema: { type: 'string' } }));
  return {
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [doc.tag],
    // A public route takes a token when one is sent (it may answer more), and answers without one.
    security: route.public ? [{}, { bearer: [] }] : [{ bearer: [] }],
    ...(pathParameters.length + query.length > 0 ? { parameters: [...pathParameters, ...query] } : {}),
    // A body whose attributes are all optional may be left out whole (a lesson plan's copy).
    ...(body !== 'none' ? { requestBody: { required: typeof body === 'string' || !body.attributesOptional, content: requestContent(body) } } : {}),
    responses: { [status]: success, ...ERROR_RESPONSES },
  };
}
