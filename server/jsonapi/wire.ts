/**
 * Per-resource lookup tables between wire names (snake_case) and app names (camelCase).
 * Clients may name a field either way in query parameters; payloads use wire names.
 */
import { camelCase, wireName, type AttributeField, type Relation, type ResourceDef } from '../../resources/kit';
import { resourceByName } from '../../resources';

export type FieldRef =
  | { kind: 'attribute'; name: string; wire: string; field: AttributeField }
  | { kind: 'relationship'; name: string; wire: string; rel: Relation };

interface WireMap {
  byWire: Map<string, FieldRef>;
  attributes: FieldRef[];
  relationships: FieldRef[];
}

const cache = new WeakMap<ResourceDef, WireMap>();

export function wireMap(def: ResourceDef): WireMap {
  let map = cache.get(def);
  if (map) return map;
  const attributes: FieldRef[] = Object.entries(def.attributes).map(([name, field]) => ({
    kind: 'attribute',
    name,
    wire: wireName(name, field),
    field,
  }));
  const relationships: FieldRef[] = Object.entries(def.relationships).map(([name, rel]) => ({
    kind: 'relationship',
    name,
    wire: wireName(name, rel),
    rel,
  }));
  const byWire = new Map<string, FieldRef>();
  for (const ref of [...attributes, ...relationships]) {
    byWire.set(ref.wire, ref);
    byWire.set(ref.name, ref);
  }
  map = { byWire, attributes, relationships };
  cache.set(def, map);
  return map;
}

/**
 * Finds a field by its wire or app name, or by one of the seed's other names for it (classes'
 * `name` is `className`); `organization_id` also finds the relationship `organization`.
 */
export function findField(def: ResourceDef, name: string): FieldRef | undefined {
  const { byWire } = wireMap(def);
  const direct = byWire.get(name) ?? byWire.get(camelCase(name));
  if (direct) return direct;
  const other = otherName(def, name);
  if (other !== undefined && !other.includes('.')) return byWire.get(other);
  const stripped = name.replace(/_?[iI]ds?$/, '');
  const ref = byWire.get(stripped) ?? byWire.get(camelCase(stripped));
  return ref?.kind === 'relationship' ? ref : undefined;
}

/** What one of the seed's names stands for on this resource: a field name or a dotted include path. */
export function otherName(def: ResourceDef, name: string): string | undefined {
  return def.otherNames[name] ?? def.otherNames[camelCase(name)];
}

export function relatedDef(rel: Relation): ResourceDef {
  const def = resourceByName(rel.resource);
  if (!def) throw new Error(`unknown resource ${rel.resource}`);
  return def;
}
