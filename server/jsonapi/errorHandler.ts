/**
 * The last word on every failure: ApiErrors render as themselves, Fastify's own 4xx errors
 * (bad JSON, body too large) keep their status, and anything else is a 500 whose stack is
 * shown only in development. A 500 of a record's create or delete says which write failed, with
 * the seed's 810 (creationError; userCreateFail for a person's account) or 811 (deletionError).
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorIdentifier } from '../../domain/errors';
import { ApiError, errorObject } from './errors';
import { MEDIA_TYPE } from './negotiation';
import { pgErrorOf } from './dbErrors';

/** What a server fault is called on this route: the generated create and delete routes name their write. */
function faultOf(req: FastifyRequest): ErrorIdentifier | 'default' {
  const doc = (req.routeOptions.config as { doc?: { resource?: string; operation?: string } } | undefined)?.doc;
  if (doc?.operation === 'create') return doc.resource === 'users' ? 'userCreateFail' : 'creationError';
  if (doc?.operation === 'delete') return 'deletionError';
  return 'default';
}

export function registerErrorHandler(app: FastifyInstance, development: boolean): void {
  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    void reply.type(MEDIA_TYPE);
    if (err instanceof ApiError) return reply.code(err.status).headers(err.headers).send({ errors: err.errors });
    // SQLSTATE class 22 (data exception): a value the database cannot take, such as 31 February
    // in a filter, is the client's mistake, not a server fault.
    if (pgErrorOf(err)?.code?.startsWith('22'))
      return reply.code(400).send({ errors: [errorObject({ status: 400, identifier: 'badRequest', detail: 'A value in the request is not valid' })] });
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error({ err }, 'unhandled error');
    const identifier = status === 413 ? 'payloadTooLarge' : status === 429 ? 'tooManyAttempts' : status === 500 ? faultOf(req) : 'badRequest';
    const obj = errorObject({ status, identifier, ...(status === 500 ? {} : { detail: err.message }) });
    if (status === 500 && development) obj.meta.stack = err.stack ?? String(err);
    return reply.code(status).send({ errors: [obj] });
  });

  app.setNotFoundHandler((req, reply) => {
    void reply.type(MEDIA_TYPE);
    return reply.code(404).send({
      errors: [errorObject({ status: 404, identifier: 'notFound', detail: `No route for ${req.method} ${req.url.split('?')[0]}` })],
    });
  });
}
