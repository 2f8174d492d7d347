/**
 * The message rule of seed section 8, free of any UI framework so every app shares it: the first
 * error's text (a translated key for the 800-811 codes), else a default by status; and field
 * errors keyed by app field name from the error pointers.
 */
import { ERROR_CODES } from '../domain/errors';
import { errorsEn } from '../i18n/errors.en';
import type { ResourceDef } from '../resources/kit';
import { attributeAppName, relationAppKey, relationAppName } from './names';
import { isObject, type JsonApiError } from './types';

import { DEFAULT_MESSAGE, FORBIDDEN_MESSAGE, NOT_FOUND_MESSAGE, NO_CONNECTION_MESSAGE } from './messageKeys';

export { DEFAULT_MESSAGE, FORBIDDEN_MESSAGE, NOT_FOUND_MESSAGE, NO_CONNECTION_MESSAGE };

const CODES = new Set<string>(Object.values(ERROR_CODES).map(String));

/** `errors.api.<identifier>` when the English catalogue has that key. */
function apiKey(identifier: unknown): string | undefined {
  return typeof identifier === 'string' && Object.hasOwn(errorsEn.api, identifier) ? `errors.api.${identifier}` : undefined;
}

/** The message of one error object, or undefined when it says nothing usable. */
export function messageOf(error: JsonApiError | undefined): string | undefined {
  if (!error) return undefined;
  // Code-bearing errors (800-811) have a translated text; prefer it to the server's English.
  const coded = error.code !== undefined && CODES.has(String(error.code)) ? apiKey(error.meta?.error_identifier) : undefined;
  if (coded) return coded;
  const { detail } = error;
  if (typeof detail === 'string' && detail !== '') return detail;
  if (isObject(detail)) {
    const legacy = apiKey(detail.error_identifier);
    if (legacy) return legacy;
    if (typeof detail.message === 'string' && detail.message !== '') return detail.message;
  }
  return undefined;
}

/** The message for a whole failed response: the first error's, else a default by status. */
export function errorMessage(errors: readonly JsonApiError[] | undefined, status: number): string {
  return messageOf(errors?.[0]) ?? (status === 403 ? FORBIDDEN_MESSAGE : DEFAULT_MESSAGE);
}

/** Field errors keyed by app field name; the first error of each field wins. */
export function fieldErrors(def: ResourceDef | undefined, errors: readonly JsonApiError[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const field = fieldOfPointer(def, error.source?.pointer);
    if (field !== undefined && !(field in fields)) fields[field] = messageOf(error) ?? DEFAULT_MESSAGE;
  }
  return fields;
}

/** `/data/attributes/first_name` → `firstName`; `/data/relationships/organization` → `organizationId`. */
export function fieldOfPointer(def: ResourceDef | undefined, pointer: string | undefined): string | undefined {
  const match = /^\/data\/(attributes|relationships)\/([^/]+)/.exec(pointer ?? '');
  const wire = match?.[2];
  if (!match || wire === undefined) return undefined;
  if (match[1] === 'attributes') return attributeAppName(def, wire);
  const name = relationAppName(def, wire);
  return relationAppKey(name, def?.relationships[name]?.kind === 'toMany');
}
