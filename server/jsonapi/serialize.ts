/**
 * App records → JSON:API resource objects. Write-only fields (passwords) are never rendered;
 * to-many linkage is rendered when it was loaded, else a `related` link that lists it.
 */
import type { ResourceDef } from '../../resources/kit';
import type { AppRecord } from './repository';
import { relatedDef, wireMap } from './wire';
import { shapeBuilder, type Convert, type ShapeBuilder } from './shape';
import { throughLinkFilter } from './through';

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
  /** `filter`: the related list's filter that lists the relationship (its related link). */
  toMany: { name: string; wire: string; type: string; filter: string; target: string }[];
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
    else {
      // An inverse relation is a to-one filter on the related list; a join table has its own filter (through.ts).
      const filter = ref.rel.inverse ?? throughLinkFilter(def, ref.name);
      layout.toMany.push({ name: ref.name, wire: ref.wire, type, filter, target: ref.rel.resource });
    }
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
      : { links: { related: relatedLink(r.target, r.filter, record.id, opts.apiBase) } };
  }
  return relationships ? { type: def.type, id: record.id, attributes, relationships } : { type: def.type, id: record.id, attributes };
}

/** The related list filtered to this record's set. Brackets are percent-encoded: RFC 3986 does not allow them in a query. */
function relatedLink(target: string, filter: string, id: string, apiBase: string): string {
  return `${apiBase}/${target}?filter%5B${filter}%5D=${id}`;
}
