/**
 * Reads a create/update body into app values, refusing what the definition does not allow:
 * wrong type (409), unknown members (400), read-only members (403), malformed linkage (400),
 * and invalid values (422 with one error per field, each with its pointer).
 */
import { ValidationError } from 'yup';
import { relationSource, resourceValidator, type ResourceDef, type ValidationMessage } from '../../resources/kit';
import { ApiError, badRequest, errorObject, forbidden, type ErrorObject } from './errors';
import { findField, relatedDef, wireMap } from './wire';
import { currentKey } from '../auth/currentPassword';
import { isRecordId } from './recordId';

export interface Payload {
  /** Attribute values by app name, `<rel>Id` for to-one and `<rel>Ids` for to-many. */
  values: Record<string, unknown>;
  /** App names of the attributes and relationships the client sent. */
  sent: Set<string>;
  /** The pointer of each sent member, for errors about it. */
  pointers: Map<string, string>;
  /**
   * Relations the request's address names and the body does not (a nested create's parent,
   * `/organizations/4/classes`): in `sent`, so checked as sent ones are (readable, in scope), but
   * not the client's writing, so not refused to grants that may not write them.
   */
  fromPath?: Set<string>;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function readPayload(def: ResourceDef, body: unknown, pathId?: string): Payload {
  if (!isObject(body) || !isObject(body.data)) throw badRequest('The body must be a JSON:API document with a data object');
  const data = body.data;
  if (data.type !== def.type)
    throw ApiError.of({ status: 409, identifier: 'conflict', detail: `data.type must be ${def.type}`, pointer: '/data/type' });
  if (pathId !== undefined && data.id !== undefined && data.id !== pathId)
    throw ApiError.of({ status: 409, identifier: 'conflict', detail: 'data.id does not match the URL', pointer: '/data/id' });
  if (pathId === undefined && data.id !== undefined)
    throw ApiError.of({ status: 403, identifier: 'invalidField', detail: 'Client-generated ids are not supported', pointer: '/data/id' });
  const payload: Payload = { values: {}, sent: new Set(), pointers: new Map() };
  readAttributes(def, data.attributes, payload);
  readRelationships(def, data.relationships, payload);
  return payload;
}

function readAttributes(def: ResourceDef, attributes: unknown, out: Payload): void {
  if (attributes === undefined) return;
  if (!isObject(attributes)) throw badRequest('data.attributes must be an object');
  for (const [key, value] of Object.entries(attributes)) {
    const pointer = `/data/attributes/${key}`;
    const confirmed = key.endsWith('_confirmation') ? findField(def, key.slice(0, -'_confirmation'.length)) : undefined;
    if (confirmed?.kind === 'attribute' && confirmed.field.kind === 'password' && confirmed.field.confirmation) {
      out.values[`${confirmed.name}Confirmation`] = value;
      continue;
    }
    // `current_password`: proof for changing your own password (server/auth/currentPassword.ts).
    const proven = key.startsWith('current_') ? findField(def, key.slice('current_'.length)) : undefined;
    if (proven?.kind === 'attribute' && proven.field.kind === 'password') {
      out.values[currentKey(proven.name)] = value;
      continue;
    }
    const ref = wireMap(def).byWire.get(key);
    if (ref?.kind !== 'attribute' || ref.wire !== key)
      throw ApiError.of({ status: 400, identifier: 'badRequest', detail: `${key} is not an attribute of ${def.type}`, pointer });
    if (ref.field.readOnly) throw forbidden(pointer);
    out.values[ref.name] = value;
    out.sent.add(ref.name);
    out.pointers.set(ref.name, pointer);
  }
}

function readRelationships(def: ResourceDef, relationships: unknown, out: Payload): void {
  if (relationships === undefined) return;
  if (!isObject(relationships)) throw badRequest('data.relationships must be an object');
  for (const [key, value] of Object.entries(relationships)) {
    const pointer = `/data/relationships/${key}`;
    const ref = wireMap(def).byWire.get(key);
    if (ref?.kind !== 'relationship' || ref.wire !== key)
      throw ApiError.of({ status: 400, identifier: 'badRequest', detail: `${key} is not a relationship of ${def.type}`, pointer });
    if (ref.rel.readOnly) throw forbidden(pointer);
    if (!isObject(value) || !('data' in value)) throw ApiError.of({ status: 400, identifier: 'badRequest', pointer });
    const type = relatedDef(ref.rel).type;
    const linkage = ref.rel.kind === 'toOne' ? readToOne(value.data, type, pointer) : readToMany(value.data, type, pointer);
    out.values[relationSource(ref.name, ref.rel)] = linkage;
    out.sent.add(ref.name);
    out.pointers.set(ref.name, pointer);
  }
}

function readIdentifier(item: unknown, type: string, pointer: string): string {
  if (!isObject(item) || !isRecordId(item.id))
    throw ApiError.of({ status: 400, identifier: 'badRequest', detail: 'A resource identifier needs type and id', pointer });
  if (item.type !== type)
    throw ApiError.of({ status: 409, identifier: 'conflict', detail: `Expected type ${type}`, pointer });
  return item.id;
}

function readToOne(data: unknown, type: string, pointer: string): string | null {
  return data === null ? null : readIdentifier(data, type, `${pointer}/data`);
}

function readToMany(data: unknown, type: string, pointer: string): string[] {
  if (!Array.isArray(data)) throw ApiError.of({ status: 400, identifier: 'badRequest', detail: 'Expected a list', pointer });
  return [...new Set(data.map((item, i) => readIdentifier(item, type, `${pointer}/data/${i}`)))];
}

/**
 * Validates the values with the kit's yup schema (the console runs the same one) and returns
 * them cast (emails trimmed and lower-cased). Required to-one relations must be present on create.
 */
export async function validatePayload(def: ResourceDef, payload: Payload, mode: 'create' | 'update'): Promise<Json> {
  const errors: ErrorObject[] = [];
  const pointerOf = (name: string): string => payload.pointers.get(name) ?? pointerFor(def, name);
  let cast: Json = payload.values;
  try {
    cast = (await resourceValidator(def, mode, payload.sent).validate(payload.values, { abortEarly: false, stripUnknown: false })) as Json;
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    for (const inner of err.inner.length > 0 ? err.inner : [err]) {
      const msg = inner.errors[0] as ValidationMessage | string;
      const name = (inner.path ?? '').split(/[.[]/)[0] ?? '';
      const base = name.endsWith('Confirmation') ? name.slice(0, -'Confirmation'.length) : name;
      const pointer = name.endsWith('Confirmation') ? `${pointerOf(base)}_confirmation` : pointerOf(name);
      errors.push(
        typeof msg === 'string'
          ? errorObject({ status: 422, identifier: 'badRequest', detail: msg, pointer })
          : errorObject({ status: 422, identifier: msg.identifier, pointer, ...(msg.values ? { values: msg.values } : {}) }),
      );
    }
  }
  if (mode === 'create') {
    for (const [name, rel] of Object.entries(def.relationships)) {
      if (rel.kind === 'toOne' && rel.required && payload.values[`${name}Id`] == null)
        errors.push(errorObject({ status: 422, identifier: 'fieldNoBlank', pointer: pointerFor(def, name) }));
    }
  }
  if (errors.length > 0) throw new ApiError(422, errors);
  return cast;
}

export function pointerFor(def: ResourceDef, name: string): string {
  const ref = findField(def, name);
  if (!ref) return '/data';
  return ref.kind === 'attribute' ? `/data/attributes/${ref.wire}` : `/data/relationships/${ref.wire}`;
}
