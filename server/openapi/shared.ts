/**
 * The parts of the API description every operation shares: the JSON:API media type, links,
 * error documents and the error answers, and the shapes of operations and parameters.
 */
import { MEDIA_TYPE } from '../jsonapi/negotiation';
import type { JsonSchema } from './fieldSchemas';

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
}

export interface OpenApiOperation {
  summary: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, OpenApiResponse | { $ref: string }>;
  /** A route that declares no `config.doc` (server/openapi/document.ts). */
  'x-undocumented'?: boolean;
}

export const jsonApiBody = (schema: JsonSchema): Record<string, { schema: JsonSchema }> => ({ [MEDIA_TYPE]: { schema } });

/** The errors any operation may answer, each a JSON:API error document (`#/components/responses`). */
export const ERROR_RESPONSES = {
  '4XX': { $ref: '#/components/responses/ClientError' },
  '5XX': { $ref: '#/components/responses/ServerError' },
} as const;

export const SHARED_COMPONENTS = {
  schemas: {
    Links: {
      type: 'object',
      description: 'JSON:API links: absolute URLs (a list’s self, first, prev, next and last; a relationship’s related).',
      additionalProperties: { type: ['string', 'null'], format: 'uri' },
    },
    Errors: {
      type: 'object',
      required: ['errors'],
      properties: {
        errors: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              status: { type: 'string', description: 'The HTTP status, as a string.' },
              code: { type: 'string', description: 'The seed’s error code (800–811) where one applies.' },
              title: { type: 'string' },
              detail: { type: 'string' },
              source: { type: 'object', properties: { pointer: { type: 'string' }, parameter: { type: 'string' }, header: { type: 'string' } } },
              meta: { type: 'object', description: '`identifier`: the message key the apps translate.' },
            },
          },
        },
      },
    },
  },
  responses: {
    ClientError: { description: 'The request cannot be done as sent (400 bad query, 401 no valid token, 403, 404, 409, 415, 422 with the field’s pointer, 429 with Retry-After).', content: jsonApiBody({ $ref: '#/components/schemas/Errors' }) },
    ServerError: { description: 'The server failed (500) or is stopping or not ready (503).', content: jsonApiBody({ $ref: '#/components/schemas/Errors' }) },
  },
  securitySchemes: {
    bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A token from `POST /user/tokens` (email and password), a passphrase login or single sign-on.' },
  },
};
