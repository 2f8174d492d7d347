/** Which relationships a generated screen asks the server to include, so references are prefetched. */
import type { ResourceDef } from '../../resources/kit';

/** To-one relationships among the list columns. */
export function listIncludes(def: ResourceDef): string[] {
  return def.list.columns.filter((name) => def.relationships[name]?.kind === 'toOne');
}

/** To-one and join-table to-many relationships: what show and edit display or edit. */
export function recordIncludes(def: ResourceDef): string[] {
  return Object.entries(def.relationships)
    .filter(([, rel]) => rel.kind === 'toOne' || rel.inverse === undefined)
    .map(([name]) => name);
}
