/**
 * Nested record routes (seed 2.6: `parent/:parentId/child/:id` with `/new` and `/edit`): a record
 * that belongs to another (a webinar's sessions and attendees) has screens under its parent's
 * address, from the kit's own `nested` declarations (the API's nested paths, resources/kit). Inside
 * one, the generated create and edit screens read this context: the parent is filled in and not
 * offered, a record of another parent is not found, and saving stays under the parent.
 */
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { RESOURCES } from '../../resources';
import { relationSource, type NestedPath, type ResourceDef } from '../../resources/kit';

export interface NestedScreen extends NestedPath {
  def: ResourceDef;
}

/** Every nesting the kit declares, as console routes. */
export const NESTED_SCREENS: readonly NestedScreen[] = RESOURCES.flatMap((def) => def.nested.map((n) => ({ def, ...n })));

/** The route of a nesting's list, its parameter named as the API's (`/meetings/:parentId/attendees`). */
export const nestedRoutePattern = (n: NestedPath): string => `/${n.parent}/:parentId/${n.path}`;

/** The route of one record of a nesting, for the link control to fill (`/meetings/:parentId/attendees/:id/edit`). */
export const nestedRecordPattern = (n: NestedPath): string => `${nestedRoutePattern(n)}/:id/edit`;

/** The nestings whose list has a parent of `parent` (a webinar's page links to them). */
export const nestedUnder = (parent: string): readonly NestedScreen[] => NESTED_SCREENS.filter((n) => n.parent === parent);

export interface NestedRoute {
  screen: NestedScreen;
  parentId: string;
  /** The nested list's address under the console's basename: `/meetings/4/attendees`. */
  base: string;
  /** The record field the parent id fills (`meetingId`). */
  source: string;
}

const NestedRouteContext = createContext<NestedRoute | null>(null);

export function nestedRoute(screen: NestedScreen, parentId: string): NestedRoute {
  const relation = screen.def.relationships[screen.relation];
  if (!relation) throw new Error(`${screen.def.name}: no relation ${screen.relation}`);
  return { screen, parentId, base: `/${screen.parent}/${parentId}/${screen.path}`, source: relationSource(screen.relation, relation) };
}

export function NestedRouteProvider({ value, children }: { value: NestedRoute; children: ReactNode }): ReactElement {
  return <NestedRouteContext.Provider value={value}>{children}</NestedRouteContext.Provider>;
}

/**
 * Where a to-one `relation` of the nested records leads without leaving their parent: the
 * target's own nesting under the same parent, when the kit keeps the target within it (`within`:
 * an attendee's session is one of the attendee's webinar, so it is at /meetings/4/occurrences/40);
 * null when the target may belong elsewhere or has no page there.
 */
export function nestedTarget(nest: NestedRoute, relation: string): NestedScreen | null {
  const rel = nest.screen.def.relationships[relation];
  if (rel?.kind !== 'toOne' || rel.within !== nest.screen.relation) return null;
  return nestedUnder(nest.screen.parent).find((n) => n.def.name === rel.resource && n.relation === rel.within) ?? null;
}

/** The nested route a screen of `resource` is shown in, or null on the resource's own routes. */
export function useNestedRoute(resource: string): NestedRoute | null {
  const route = useContext(NestedRouteContext);
  return route && route.screen.def.name === resource ? route : null;
}
