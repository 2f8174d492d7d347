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

export function toResourceObject(def: ResourceDef, record: AppRecord, opts: SerializeOptions): ResourceObject {
  const map = wireMap(def);
  const wanted = (name: string): boolean => !opts.fields || opts.fields.has(name);
  const attributes: Record<string, unknown> = {};
  for (const ref of map.attributes) {
    if (ref.kind !== 'attribute' || ref.field.kind === 'password' || !wanted(ref.name)) continue;
    attributes[ref.wire] = record[ref.name] ?? null;
  }
  const relationships: Record<string, unknown> = {};
  for (const ref of map.relationships) {
    if (ref.kind !== 'relationship' || !wanted(ref.name)) continue;
    const type = relatedDef(ref.rel).type;
    if (ref.rel.kind === 'toOne') {
      const id = record[`${ref.name}Id`];
      relationships[ref.wire] = { data: id == null ? null : { type, id: String(id) } };
      continue;
    }
    const ids = opts.toMany?.get(ref.name);
    relationships[ref.wire] = ids
      ? { data: ids.map((id) => ({ type, id })) }
      : { links: { related: relatedLink(def, ref.rel.inverse, record.id, opts.apiBase, ref.rel.resource) } };
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
