/**
 * JSON:API error documents → react-admin `HttpError`. The message choice (seed section 8) is in
 * errorMessages.ts; the body carries react-admin 5's server-side validation shape: field name →
 * message, plus `root.serverError` which the form shows as its notification.
 */
import { HttpError } from 'react-admin';
import type { ResourceDef } from '../resources/kit';
import { errorMessage, fieldErrors, NO_CONNECTION_MESSAGE, NOT_FOUND_MESSAGE } from './errorMessages';
import { asDocument, type JsonApiError } from './types';

export { DEFAULT_MESSAGE, errorMessage, fieldErrors, fieldOfPointer, FORBIDDEN_MESSAGE, messageOf, NO_CONNECTION_MESSAGE, NOT_FOUND_MESSAGE } from './errorMessages';

export interface ErrorBody {
  errors: Record<string, string | { serverError: string }>;
  /** The server's error objects as sent, for pages that act on codes (limit modals). */
  jsonApiErrors: JsonApiError[];
}

export function httpError(message: string, status: number, fields: Record<string, string> = {}, raw: JsonApiError[] = []): HttpError {
  const body: ErrorBody = { errors: { ...fields, root: { serverError: message } }, jsonApiErrors: raw };
  return new HttpError(message, status, body);
}

/** A failed response (status >= 400) as the HttpError react-admin expects. */
export function toHttpError(status: number, json: unknown, def?: ResourceDef): HttpError {
  const errors = asDocument(json).errors ?? [];
  return httpError(errorMessage(errors, status), status, fieldErrors(def, errors), errors);
}

export const networkError = (): HttpError => httpError(NO_CONNECTION_MESSAGE, 0);
export const notFoundError = (): HttpError => httpError(NOT_FOUND_MESSAGE, 404);
