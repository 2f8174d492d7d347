/**
 * App data → JSON:API resource object for POST and PATCH. Keys ending in Id/Ids become
 * relationships; everything else is an attribute under its wire name. Read-only fields are
 * dropped because the server would reject them; unknown keys are sent anyway so the server,
 * which owns the whitelist, answers with a clear 400/403 instead of the client hiding a bug.
 */
import { blankPasswordKeys, currentPasswordKey, type AttributeField, type ResourceDef } from '../resources/kit';
import type { ResolvedResource } from './resolve';
import type { RelationshipObject, ResourceIdentifier } from './types';
import { attributeWireName, relatedType, relationKey, relationWireName, type RelationKey } from './names';

export interface OutgoingResource {
  type: string;
  id?: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, RelationshipObject>;
}

export function toResourceObject(resource: ResolvedResource, data: Record<string, unknown>, id?: string): OutgoingResource {
  const { def } = resource;
  const attributes: Record<string, unknown> = {};
  const relationships: Record<string, RelationshipObject> = {};
  // A blank password keeps the current one (the kit's rule), so it is not sent at all.
  const skipped = blankPasswordKeys(def, data);
  for (const [key, value] of Object.entries(data)) {
    // The id travels at the top level (update) or not at all (create): never as an attribute.
    if (key === 'id' || value === undefined || skipped.has(key)) continue;
    const rel = relationKey(def, key);
    if (rel) {
      if (rel.rel?.readOnly) continue;
      relationships[relationWireName(rel)] = { data: linkage(rel, value) };
      continue;
    }
    if (def?.attributes[key]?.readOnly) continue;
    attributes[wireKey(def, key)] = value;
  }
  return {
    type: resource.type,
    ...(id !== undefined ? { id } : {}),
    attributes,
    ...(Object.keys(relationships).length > 0 ? { relationships } : {}),
  };
}

function linkage(key: RelationKey, value: unknown): ResourceIdentifier | ResourceIdentifier[] | null {
  const type = relatedType(key);
  if (key.many) {
    // A to-many linkage cannot be null in JSON:API; clearing it means an empty list.
    const ids = Array.isArray(value) ? value : value === null ? [] : [value];
    return ids.map((id) => ({ type, id: String(id) }));
  }
  return value === null || value === '' ? null : { type, id: String(value) };
}

/**
 * `passwordConfirmation` goes out as `<password wire>_confirmation`, as the kit's validator
 * expects; `currentPassword` (the proof for one's own new password) as `current_<password wire>`.
 */
function wireKey(def: ResourceDef | undefined, key: string): string {
  const base = confirmedPassword(def, key);
  if (base) return `${attributeWireName(def, base)}_confirmation`;
  const proven = Object.entries(def?.attributes ?? {}).find(([name, field]) => field.kind === 'password' && currentPasswordKey(name) === key);
  return proven ? `current_${attributeWireName(def, proven[0])}` : attributeWireName(def, key);
}

function confirmedPassword(def: ResourceDef | undefined, key: string): string | undefined {
  if (!key.endsWith('Confirmation')) return undefined;
  const base = key.slice(0, -'Confirmation'.length);
  const field: AttributeField | undefined = def?.attributes[base];
  return field?.kind === 'password' && field.confirmation ? base : undefined;
}
