/**
 * A failed call as the registration screens see it: the status (sign-in picks its message by
 * status, seed section 8), the message (a catalogue key or the server's text) and field errors
 * keyed by app field name, so a form can put each under its field.
 */
import type { ResourceDef } from '../resources/kit';
import { errorMessage, fieldErrors, NO_CONNECTION_MESSAGE, NOT_FOUND_MESSAGE } from './errorMessages';
import { asDocument, type JsonApiError } from './types';
import type { FailureFactory } from './transport';

export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
    readonly errors: JsonApiError[] = [],
  ) {
    super(message);
    this.name = 'ApiFailure';
  }

  /** The server's `meta.error_identifier` of the first error, e.g. `childrenLimit`. */
  get identifier(): string | undefined {
    return this.errors[0]?.meta?.error_identifier;
  }
}

export const apiFailures: FailureFactory = {
  response(status: number, json: unknown, def?: ResourceDef) {
    const errors = asDocument(json).errors ?? [];
    return new ApiFailure(errorMessage(errors, status), status, fieldErrors(def, errors), errors);
  },
  network: () => new ApiFailure(NO_CONNECTION_MESSAGE, 0),
  notFound: () => new ApiFailure(NOT_FOUND_MESSAGE, 404),
};

export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure;
}
