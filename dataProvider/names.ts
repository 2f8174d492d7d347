/**
 * Member names between the app (camelCase, `<rel>Id`, `<rel>Ids`) and the wire (snake_case, or
 * the kit's `wire` override). The kit is consulted first so that attributes which merely end in
 * "Id" (`zoomMeetingId`, `crmId`) stay attributes; the suffix rule is the fallback for keys the
 * kit says nothing about.
 */
import { resourceByName } from '../resources';
import { camelCase, snakeCase, wireName, type Relation, type ResourceDef } from '../resources/kit';

export interface RelationKey {
  /** Relationship name in the app: `organization`, `curriculums`. */
  name: string;
  many: boolean;
  /** The kit's declaration, when there is one. */
  rel: Relation | undefined;
}

/** Splits `organizationId` / `curriculumsIds` into a relationship; `undefined` for attributes. */
export function relationKey(def: ResourceDef | undefined, key: string): RelationKey | undefined {
  if (def && key in def.attributes) return undefined;
  const many = key.endsWith('Ids') && key.length > 3;
  const one = !many && key.endsWith('Id') && key.length > 2;
  if (!many && !one) return undefined;
  const name = key.slice(0, many ? -3 : -2);
  return { name, many, rel: def?.relationships[name] };
}

/** The app key holding a relationship's ids: one mechanical rule, so it reverses exactly. */
export function relationAppKey(name: string, many: boolean): string {
  return many ? `${name}Ids` : `${name}Id`;
}

export function relationWireName(key: RelationKey): string {
  return key.rel ? wireName(key.name, key.rel) : snakeCase(key.name);
}

/** JSON:API type of the related resource: from the kit, else the camelCase plural of the name. */
export function relatedType(key: RelationKey): string {
  const target = key.rel ? resourceByName(key.rel.resource) : undefined;
  if (target) return target.type;
  return camelCase(key.many ? key.name : pluralise(key.name));
}

export function attributeWireName(def: ResourceDef | undefined, key: string): string {
  const field = def?.attributes[key];
  return field ? wireName(key, field) : snakeCase(key);
}

export function attributeAppName(def: ResourceDef | undefined, wire: string): string {
  for (const [name, field] of Object.entries(def?.attributes ?? {})) if (wireName(name, field) === wire) return name;
  return camelCase(wire);
}

export function relationAppName(def: ResourceDef | undefined, wire: string): string {
  for (const [name, rel] of Object.entries(def?.relationships ?? {})) if (wireName(name, rel) === wire) return name;
  return camelCase(wire);
}

/** The wire name for an app field used in sort or filter: attributes, relationship keys, or id. */
export function fieldWireName(def: ResourceDef | undefined, key: string): string {
  if (key === 'id') return 'id';
  const rel = relationKey(def, key);
  return rel ? relationWireName(rel) : attributeWireName(def, key);
}

/** English enough for relationship names: class → classes, category → categories, host → hosts. */
function pluralise(name: string): string {
  if (/(ss|x|ch|sh)$/.test(name)) return `${name}es`;
  if (name.endsWith('s')) return name;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}
