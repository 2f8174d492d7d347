/**
 * From react-admin resource names and JSON:API types to kit definitions. `admin_users` is an
 * alias path of `users`: same definition and type, its own URL segment.
 */
import { RESOURCES, resourceByName, resourceByType } from '../resources';
import { camelCase, snakeCase, type ResourceDef } from '../resources/kit';

export interface ResolvedResource {
  /** URL segment under the API root: the react-admin resource name itself. */
  path: string;
  /** The definition, when the kit declares one (unknown resources still get a generic mapping). */
  def: ResourceDef | undefined;
  /** JSON:API type sent in request bodies. */
  type: string;
}

export function definitionFor(name: string): ResourceDef | undefined {
  return resourceByName(name) ?? RESOURCES.find((r) => r.aliases.includes(name));
}

export function resolveResource(name: string): ResolvedResource {
  const def = definitionFor(name);
  return { path: name, def, type: def?.type ?? camelCase(name) };
}

/** The react-admin resource under which records of a JSON:API type are cached. */
export function resourceNameForType(type: string): string {
  return resourceByType(type)?.name ?? snakeCase(type);
}

