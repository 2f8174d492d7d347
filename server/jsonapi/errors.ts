/**
 * Every failure leaves the API as a JSON:API error document: status, code (800-811 where the
 * seed has one), title, detail (always a string), source.pointer for field errors and
 * meta.error_identifier for the client's translated message.
 */
import { codeFor, type ErrorIdentifier, ERROR_CODES } from '../../domain/errors';
import { errorsEn } from '../../i18n/errors.en';
import { interpolate } from '../../i18n/lookup';

export interface ErrorObject {
  status: string;
  code?: string;
  title: string;
  detail: string;
  source?: { pointer?: string; parameter?: string };
  meta: { error_identifier: string; stack?: string } & Record<string, unknown>;
}

type ApiIdentifier = keyof typeof errorsEn.api;

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
};

export interface ErrorSpec {
  status: number;
  /** Names the message in `errors.api` (or `errors.form`) and travels as meta.error_identifier. */
  identifier: string;
  detail?: string;
  pointer?: string;
  parameter?: string;
  values?: Record<string, string | number>;
  /** Extra facts for the client, e.g. how many attendees a change affects. */
  meta?: Record<string, unknown>;
}

export function errorObject(spec: ErrorSpec): ErrorObject {
  const code = spec.identifier in ERROR_CODES ? codeFor(spec.identifier as ErrorIdentifier) : undefined;
  const template =
    (errorsEn.api as Record<string, string>)[spec.identifier] ??
    (errorsEn.form as Record<string, string>)[spec.identifier] ??
    errorsEn.api.default;
  const source =
    spec.pointer !== undefined ? { pointer: spec.pointer } : spec.parameter !== undefined ? { parameter: spec.parameter } : undefined;
  return {
    status: String(spec.status),
    ...(code ? { code } : {}),
    title: TITLES[spec.status] ?? 'Error',
    detail: spec.detail ?? interpolate(template, spec.values),
    ...(source ? { source } : {}),
    meta: { ...spec.meta, error_identifier: spec.identifier },
  };
}

/** Thrown anywhere in a request; the error handler renders it. May carry several errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorObject[];
  /** Response headers the answer needs, such as a 429's Retry-After. */
  readonly headers: Record<string, string>;

  constructor(status: number, errors: ErrorObject[], headers: Record<string, string> = {}) {
    super(errors[0]?.detail ?? 'error');
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }

  static of(spec: ErrorSpec): ApiError {
    return new ApiError(spec.status, [errorObject(spec)]);
  }

  /**
   * 429 tooManyAttempts, saying in `Retry-After` (whole seconds, at least 1) and in
   * meta.retry_after_seconds when the next attempt can be counted.
   */
  static tooManyAttempts(retryAfterMs: number): ApiError {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return new ApiError(429, [errorObject({ status: 429, identifier: 'tooManyAttempts', meta: { retry_after_seconds: seconds } })], { 'retry-after': String(seconds) });
  }
}

export const badRequest = (detail: string, parameter?: string): ApiError =>
  ApiError.of({ status: 400, identifier: 'badRequest', detail, ...(parameter ? { parameter } : {}) });
export const forbidden = (pointer?: string): ApiError =>
  ApiError.of({ status: 403, identifier: pointer ? 'invalidField' : 'forbidden', ...(pointer ? { pointer } : {}) });
export const notFound = (detail?: string): ApiError =>
  ApiError.of({ status: 404, identifier: 'notFound', ...(detail ? { detail } : {}) });
export const unauthenticated = (): ApiError => ApiError.of({ status: 401, identifier: 'unauthenticated' });
export const apiFailure = (status: number, identifier: ApiIdentifier | ErrorIdentifier, pointer?: string): ApiError =>
  ApiError.of({ status, identifier, ...(pointer ? { pointer } : {}) });
