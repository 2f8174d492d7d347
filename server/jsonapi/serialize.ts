/**
 * App records → JSON:API resource objects. Write-only fields (passwords) are never rendered;
 * to-many linkage is rendered when it was loaded, else a `related` link that lists it.
 */
import type { ResourceDef } from '../../resources/kit';
import type { AppRecord } from './repository';
import { relatedDef, wireMap } from './wire';

export interface ResourceObject {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, unknown>;
  meta?: Record<string, unknown>;
}

export interface SerializeOptions {
  /** App names to render (sparse fieldset); all when absent. */
  fields?: Set<string>;
  /** Loaded to-many linkage: relationship name → ids. */
  toMany?: Map<string, string[]>;
  apiBase: string;
}

/** What rendering a resource needs, worked out once per definition rather than per record. */
interface Layout {
  attributes: { name: string; wire: string }[];
  toOne: { name: string; key: string; wire: string; type: string }[];
  toMany: { name: string; wire: string; type: string; inverse: string | undefined; target: string }[];
}

const layouts = new WeakMap<ResourceDef, Layout>();

function layoutOf(def: ResourceDef): Layout {
  let layout = layouts.get(def);
  if (layout) return layout;
  const map = wireMap(def);
  layout = { attributes: [], toOne: [], toMany: [] };
  for (const ref of map.attributes)
    if (ref.kind === 'attribute' && ref.field.kind !== 'password') layout.attributes.push({ name: ref.name, wire: ref.wire });
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
  const layout = layoutOf(def);
  const wanted = (name: string): boolean => !opts.fields || opts.fields.has(name);
  const attributes: Record<string, unknown> = {};
  for (const a of layout.attributes) if (wanted(a.name)) attributes[a.wire] = record[a.name] ?? null;
  const relationships: Record<string, unknown> = {};
  for (const r of layout.toOne) {
    if (!wanted(r.name)) continue;
    const id = record[r.key];
    relationships[r.wire] = { data: id == null ? null : { type: r.type, id: String(id) } };
  }
  for (const r of layout.toMany) {
    if (!wanted(r.name)) continue;
    const ids = opts.toMany?.get(r.name);
    relationships[r.wire] = ids
      ? { data: ids.map((id) => ({ type: r.type, id })) }
      : { links: { related: relatedLink(def, r.inverse, record.id, opts.apiBase, r.target) } };
  }
  return {
    type: def.type,
    id: record.id,
    attributes,
    ...(Object.keys(relationships).length > 0 ? { relationships } : {}),
  };
}

function relatedLink(def: ResourceDef, inverse: string | undefined, id: string, apiBase: string, target: string): string {
  // Inverse relations are plain filters on the related list; join-table linkage comes with the record itself.
  // Brackets are percent-encoded: RFC 3986 does not allow them in a query.
  return inverse ? `${apiBase}/${target}?filter%5B${inverse}%5D=${id}` : `${apiBase}/${def.name}/${id}`;
}
