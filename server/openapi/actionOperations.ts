/**
 * The OpenAPI side of the hand-written routes (server/routes/): each declares what it does in its
 * Fastify config (`config.doc`, an ActionDoc) beside its handler, and this turns that and the
 * route's own settings (`public`, `download`, `eventStream`) into an operation.
 */
import { jsonApiBody, ERROR_RESPONSES, type OpenApiOperation, type OpenApiParameter } from './shared';

export interface ActionDoc {
  summary: string;
  description?: string;
  /** Where the reference lists it: the resource it acts on (`lessons`) or a topic (`sign-in`). */
  tag: string;
  /** What the request carries: a JSON:API document (POST, PATCH and PUT by default), a multipart form, an image's bytes, or nothing (other methods by default). */
  body?: 'jsonapi' | 'multipart' | 'image' | 'none';
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
    ...(body !== 'none' ? { requestBody: { required: true, content: BODY_CONTENT[body] } } : {}),
    responses: { [status]: success, ...ERROR_RESPONSES },
  };
}
