/**
 * JSON:API resource objects → app records. Only top-level member names are camelCased: nested
 * values (a preferences map keyed by snake_case topics, usage totals) are data, not names.
 */
import { resourceByType } from '../resources';
import type { ResourceDef } from '../resources/kit';
import { resourceNameForType } from './resolve';
import { attributeAppName, relationAppKey, relationAppName } from './names';
import { isObject, isResourceIdentifier, type AppRecord, type Prefetched, type ResourceIdentifier, type ResourceObject } from './types';

export function toAppRecord(obj: ResourceObject): AppRecord {
  const def = resourceByType(obj.type);
  const record: Record<string, unknown> = {};
  for (const [wire, value] of Object.entries(obj.attributes ?? {})) record[attributeAppName(def, wire)] = value;
  Object.assign(record, relationshipIds(def, obj));
  return { ...record, id: obj.id };
}

function relationshipIds(def: ResourceDef | undefined, obj: ResourceObject): Record<string, unknown> {
  const ids: Record<string, unknown> = {};
  for (const [wire, rel] of Object.entries(obj.relationships ?? {}) as [string, unknown][]) {
    // No `data` means "not loaded" (links only): absent, so a form never mistakes it for cleared.
    if (!isObject(rel) || rel.data === undefined) continue;
    const name = relationAppName(def, wire);
    const data = rel.data;
    if (Array.isArray(data)) ids[relationAppKey(name, true)] = data.filter(isResourceIdentifier).map(idOf);
    else if (data === null) ids[relationAppKey(name, false)] = null;
    else if (isResourceIdentifier(data)) ids[relationAppKey(name, false)] = idOf(data);
  }
  return ids;
}

function idOf(identifier: ResourceIdentifier): string {
  return String(identifier.id);
}

/** Included objects by react-admin resource name, so reference fields find them in the cache. */
export function groupIncluded(included: readonly ResourceObject[]): Prefetched {
  const groups: Prefetched = {};
  for (const obj of included) {
    const name = resourceNameForType(obj.type);
    (groups[name] ??= []).push(toAppRecord(obj));
  }
  return groups;
}
