/**
 * Reads the body of an endpoint beyond CRUD as its `defineAction` declares it (resources/kit/
 * defineAction.ts): a missing data object or attributes object is 400, another type 409 (or the
 * endpoint's 400), another `data.id` than the URL's 409, and each declared attribute is checked
 * by the kit's validator for its kind (the one the console's forms run), every failure a 422 with
 * the kit's identifier on its pointer, all of them at once. Members the declaration does not name
 * are left alone, as these endpoints always have: clients send the seed's bodies, which carry more.
 */
import { ValidationError } from 'yup';
import { fieldValidator, type ActionDef, type ActionLinks, type ActionValues, type AttributeField, type ValidationMessage } from '../../resources/kit';
import { ApiError, badRequest, errorObject, type ErrorObject } from './errors';
import { isRecordId } from './recordId';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface ActionBody<A extends Record<string, AttributeField>> {
  values: ActionValues<A>;
  /** The to-one relationships the declaration names that the body sent: their ids, or null. */
  links: ActionLinks;
}

/** The `data` object of the body, its type and (when the URL names a record) its id checked. */
export function actionData(action: ActionDef, body: unknown, pathId?: string): Json {
  if (!isObject(body) || !isObject(body.data)) throw badRequest('The body must be a JSON:API document with a data object');
  const { data } = body;
  if (action.types.length > 0 && (typeof data.type !== 'string' || !action.types.includes(data.type)))
    throw ApiError.of({
      status: action.typeMismatch,
      identifier: action.typeMismatch === 409 ? 'conflict' : 'badRequest',
      detail: `data.type must be ${action.types[0]}`,
      pointer: '/data/type',
    });
  if (pathId !== undefined && data.id !== undefined && data.id !== pathId)
    throw ApiError.of({ status: 409, identifier: 'conflict', detail: 'data.id does not match the URL', pointer: '/data/id' });
  return data;
}

function errorOf(err: unknown, pointer: string): ErrorObject {
  if (!(err instanceof ValidationError)) throw err;
  const msg = err.errors[0] as ValidationMessage | string;
  return typeof msg === 'string'
    ? errorObject({ status: 422, identifier: 'badRequest', detail: msg, pointer })
    : errorObject({ status: 422, identifier: msg.identifier, pointer, ...(msg.values ? { values: msg.values } : {}) });
}

function readLinks(action: ActionDef, relationships: unknown, errors: ErrorObject[]): ActionLinks {
  const links: ActionLinks = {};
  if (relationships === undefined) return links;
  if (!isObject(relationships)) throw badRequest('data.relationships must be an object');
  for (const [name, type] of Object.entries(action.relationships)) {
    const member = relationships[name];
    if (member === undefined) continue;
    const pointer = `/data/relationships/${name}`;
    if (!isObject(member) || !('data' in member)) throw ApiError.of({ status: 400, identifier: 'badRequest', pointer });
    if (member.data === null) {
      links[name] = null;
      continue;
    }
    const linkage = member.data;
    if (!isObject(linkage) || !isRecordId(linkage.id)) {
      errors.push(errorObject({ status: 422, identifier: 'badRequest', detail: `${name} must name a record`, pointer }));
      continue;
    }
    if (linkage.type !== undefined && linkage.type !== type)
      throw ApiError.of({ status: 409, identifier: 'conflict', detail: `Expected type ${type}`, pointer: `${pointer}/data` });
    links[name] = linkage.id;
  }
  return links;
}

function attributesOf(action: ActionDef, data: Json): Json {
  const attributes = data.attributes === undefined && action.attributesOptional ? {} : data.attributes;
  if (!isObject(attributes)) throw ApiError.of({ status: 400, identifier: 'badRequest', detail: 'data.attributes must be an object', pointer: '/data/attributes' });
  return attributes;
}

export interface CheckedAction<A extends Record<string, AttributeField>> extends ActionBody<A> {
  /** The attributes as sent (the document's shape checked). */
  attributes: Json;
  /** Every field rule the body breaks, each a 422 on its pointer. */
  errors: ErrorObject[];
}

/**
 * The body checked by the declaration without refusing it for its field errors: for a route
 * with rules of its own past the kit's (sign-up), so the client sees every error at once.
 */
export function checkAction<A extends Record<string, AttributeField>>(action: ActionDef<A>, body: unknown, pathId?: string): CheckedAction<A> {
  const data = actionData(action, body, pathId);
  const attributes = attributesOf(action, data);
  const errors: ErrorObject[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(action.attributes)) {
    const wire = action.wire[name]!;
    const sent = attributes[wire];
    if (sent === undefined && !field.required) continue;
    if (action.notBlank.includes(name) && typeof sent === 'string' && sent.trim() === '') {
      errors.push(errorObject({ status: 422, identifier: 'fieldNoBlank', pointer: `/data/attributes/${wire}` }));
      continue;
    }
    try {
      values[name] = fieldValidator(field).validateSync(sent);
    } catch (err) {
      errors.push(errorOf(err, `/data/attributes/${wire}`));
    }
  }
  const links = readLinks(action, data.relationships, errors);
  return { values: values as ActionValues<A>, links, attributes, errors };
}

export function readAction<A extends Record<string, AttributeField>>(action: ActionDef<A>, body: unknown, pathId?: string): ActionBody<A> {
  const { values, links, errors } = checkAction(action, body, pathId);
  if (errors.length > 0) throw new ApiError(422, errors);
  return { values, links };
}
