/**
 * App records → JSON:API resource objects. Write-only fields (passwords) are never rendered;
 * to-many linkage is rendered when it was loaded, else a `related` link that lists it.
 */
import type { ResourceDef } from '../../resources/kit';
import type { AppRecord } from './repository';
import { relatedDef, wireMap } from './wire';
import { shapeBuilder, type Convert, type ShapeBuilder } from './shape';

export interface ResourceObject {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, unknown>;
  meta?: Record<string, unknown>;
}

export interface SerializeOptions {
  /** App names to render (sparse fieldset); all when absent. */
  fields?: Set<string> | undefined;
  /** Loaded to-many linkage: relationship name → ids. */
  toMany?: Map<string, string[]> | undefined;
  apiBase: string;
}

/** What rendering a resource needs, worked out once per definition rather than per record. */
interface Layout {
  attributes: { name: string; wire: string }[];
  /** All rendered attributes of a record by wire name (shape.ts), for requests without a sparse fieldset. */
  allAttributes: ShapeBuilder;
  toOne: { name: string; key: string; wire: string; type: string }[];
  toMany: { name: string; wire: string; type: string; inverse: string | undefined; target: string }[];
}

const layouts = new WeakMap<ResourceDef, Layout>();

/** An absent value renders as null: every attribute is a member of `attributes`. */
const orNull: Convert = (v) => v ?? null;

function layoutOf(def: ResourceDef): Layout {
  let layout = layouts.get(def);
  if (layout) return layout;
  const map = wireMap(def);
  const attributes: Layout['attributes'] = [];
  for (const ref of map.attributes)
    if (ref.kind === 'attribute' && ref.field.kind !== 'password') attributes.push({ name: ref.name, wire: ref.wire });
  layout = { attributes, allAttributes: shapeBuilder(attributes.map((a) => ({ key: a.wire, from: a.name, convert: orNull }))), toOne: [], toMany: [] };
  for (const ref of map.relationships) {
    if (ref.kind !== 'relationship') continue;
    const type = relatedDef(ref.rel).type;
    if (ref.rel.kind === 'toOne') layout.toOne.push({ name: ref.name, key: `${ref.name}Id`, wire: ref.wire, type });
    else layout.toMany.push({ name: ref.name, wire: ref.wire, type, inverse: ref.rel.inverse, target: ref.rel.resource });
  }
  layouts.set(def, layout);
  return layout;
}

export function toResourceObject(def: ResourceDef, record: AppRecord, opts: SerializeOptions): ResourceObject {
  // Runs for every record of a page: plain loops, no closures or spreads (profiles showed them).
  const layout = layoutOf(def);
  const fields = opts.fields;
  let attributes: Record<string, unknown>;
  if (fields) {
    attributes = {};
    for (const a of layout.attributes) if (fields.has(a.name)) attributes[a.wire] = record[a.name] ?? null;
  } else attributes = layout.allAttributes(record);
  let relationships: Record<string, unknown> | undefined;
  for (const r of layout.toOne) {
    if (fields && !fields.has(r.name)) continue;
    const id = record[r.key];
    (relationships ??= {})[r.wire] = { data: id == null ? null : { type: r.type, id: String(id) } };
  }
  for (const r of layout.toMany) {
    if (fields && !fields.has(r.name)) continue;
    const ids = opts.toMany?.get(r.name);
    (relationships ??= {})[r.wire] = ids
      ? { data: ids.map((id) => ({ type: r.type, id })) }
      : { links: { related: relatedLink(def, r.inverse, record.id, opts.apiBase, r.target) } };
  }
  return relationships ? { type: def.type, id: record.id, attributes, relationships } : { type: def.type, id: record.id, attributes };
}

function relatedLink(def: ResourceDef, inverse: string | undefined, id: string, apiBase: string, target: string): string {
  // Inverse relations are plain filters on the related list; join-table linkage comes with the record itself.
  // Brackets are percent-encoded: RFC 3986 does not allow them in a query.
  return inverse ? `${apiBase}/${target}?filter%5B${inverse}%5D=${id}` : `${apiBase}/${def.name}/${id}`;
}
