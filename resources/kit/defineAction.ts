/**
 * `defineAction` declares the body of an endpoint beyond CRUD (sign-in, licence actions, joining
 * a lesson…) with the same field builders a resource uses: `{ data: { type, attributes } }`
 * whose attributes are fields, checked by the kit's validators with the kit's messages (the
 * server's `readAction`, server/jsonapi/actionBody.ts) and described in the API's OpenAPI
 * document from the same declaration. Attribute names are camelCase here and snake_case on the
 * wire, as in a resource.
 */
import type { AttributeField } from './fields';
import { snakeCase } from './names';

export interface ActionDeclaration<A extends Record<string, AttributeField>> {
  /**
   * The `data.type` the body names; the first is the one the API documents. Left out where the
   * seed's client sends none (the password reset), so any type is taken.
   */
  type?: string | readonly string[];
  attributes: A;
  /**
   * A body of another type is 409, as for a resource payload, except where an endpoint has
   * always answered 400 (the sign-in routes).
   */
  typeMismatch?: 400 | 409;
  /** `data.attributes` may be left out (every attribute is optional then). */
  attributesOptional?: boolean;
  /** Optional text attributes that, when sent, must not be blank (a copy's name: none means the default name, blank is a mistake). */
  notBlank?: readonly (keyof A & string)[];
  /**
   * The `data.relationships` the body may carry (to-one, by name: the related type), read
   * beside the attributes. Not checked for existence: the route knows what they must name.
   */
  relationships?: Readonly<Record<string, string>>;
}

export interface ActionDef<A extends Record<string, AttributeField> = Record<string, AttributeField>> {
  /** Empty: any type is taken. */
  readonly types: readonly string[];
  readonly attributes: A;
  readonly typeMismatch: 400 | 409;
  readonly attributesOptional: boolean;
  readonly notBlank: readonly string[];
  readonly relationships: Readonly<Record<string, string>>;
  /** Wire name of each attribute (snake_case of its app name, or its `wire`). */
  readonly wire: Readonly<Record<keyof A & string, string>>;
}

export function defineAction<const A extends Record<string, AttributeField>>(declaration: ActionDeclaration<A>): ActionDef<A> {
  const types = typeof declaration.type === 'string' ? [declaration.type] : [...(declaration.type ?? [])];
  const wire = Object.fromEntries(Object.entries(declaration.attributes).map(([name, field]) => [name, field.wire ?? snakeCase(name)])) as Record<keyof A & string, string>;
  return {
    types,
    attributes: declaration.attributes,
    typeMismatch: declaration.typeMismatch ?? 409,
    attributesOptional: declaration.attributesOptional ?? false,
    notBlank: declaration.notBlank ?? [],
    relationships: declaration.relationships ?? {},
    wire,
  };
}

type ValueOf<F> = F extends { __value?: infer V } ? V : never;

/** What `readAction` gives: each attribute's cast value; an optional one absent when not sent, null when sent so. */
export type ActionValues<A extends Record<string, AttributeField>> = {
  -readonly [K in keyof A]: A[K] extends { required: true } ? ValueOf<A[K]> : ValueOf<A[K]> | null | undefined;
};

/** The ids of the relationships a body named (null when sent as null, absent when not sent). */
export type ActionLinks = Record<string, string | null>;
