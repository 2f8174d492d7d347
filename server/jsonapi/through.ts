/**
 * List filters over join tables, so that a `through` relationship has a real related link:
 * `GET /classes?filter[students]=12` lists the classes whose join table links student 12, which
 * is what user 12's `classes` link points at (serialize.ts).
 *
 * A resource's list filters by each of its own `through` relationships, by name. A relationship
 * pointing at it whose mirror it does not declare (the same join table the other way round:
 * lessons' `students` has no `lessons` on users) still needs a filter for its related link. It
 * gets one named after the pointing resource, `/users?filter[lessons]=7`: that is the name the
 * mirror would most naturally have, so declaring the mirror later keeps every link as it is. The
 * name is the resource's, never a column's, so it cannot be mistaken for a to-one filter.
 */
import { camelCase, wireName, type ResourceDef, type Through, type ToManyRelation } from '../../resources/kit';
import { RESOURCES } from '../../resources';
import { findField, relatedDef } from './wire';

export interface ThroughFilter {
  /** The filter's wire name on the listed resource. */
  name: string;
  /** The join table seen from the listed resource: `from` holds its ids, `to` the filter's ids. */
  through: Through;
  /** The resource the filter's ids name: only the viewer's readable records of it count. */
  other: ResourceDef;
}

interface Index {
  /** Listed resource → filter by wire and app name. */
  filters: Map<string, Map<string, ThroughFilter>>;
  /** `<resource>.<relationship>` → the filter on the related list that lists that relationship. */
  links: Map<string, string>;
}

let index: Index | undefined;

const RESERVED = new Set(['id', 'q', 'archived']);

function throughRelations(def: ResourceDef): [string, ToManyRelation & { through: Through }][] {
  return Object.entries(def.relationships).flatMap(([name, rel]) =>
    rel.kind === 'toMany' && rel.through ? [[name, rel as ToManyRelation & { through: Through }]] : [],
  );
}

function add(filters: Index['filters'], def: ResourceDef, appName: string, filter: ThroughFilter, own: boolean): void {
  let byName = filters.get(def.name);
  if (!byName) filters.set(def.name, (byName = new Map()));
  for (const name of new Set([filter.name, appName])) {
    // A clash would make one of two filters unreachable: the schema must say which is meant.
    const clash = byName.has(name) || RESERVED.has(name) || def.namedFilters[name] !== undefined || (!own && findField(def, name) !== undefined);
    if (clash) throw new Error(`${def.name}: join-table filter ${name} clashes with another filter or field; declare the mirror relationship`);
    byName.set(name, filter);
  }
}

function build(): Index {
  const built: Index = { filters: new Map(), links: new Map() };
  for (const def of RESOURCES)
    for (const [name, rel] of throughRelations(def))
      add(built.filters, def, name, { name: wireName(name, rel), through: rel.through, other: relatedDef(rel) }, true);
  for (const def of RESOURCES) {
    for (const [name, rel] of throughRelations(def)) {
      const target = relatedDef(rel);
      const { table, from, to } = rel.through;
      const mirror = throughRelations(target).find(
        ([, r]) => r.resource === def.name && r.through.table === table && r.through.from === to && r.through.to === from,
      );
      if (mirror) {
        built.links.set(`${def.name}.${name}`, wireName(mirror[0], mirror[1]));
        continue;
      }
      add(built.filters, target, camelCase(def.name), { name: def.name, through: { table, from: to, to: from }, other: def }, false);
      built.links.set(`${def.name}.${name}`, def.name);
    }
  }
  return built;
}

function built(): Index {
  return (index ??= build());
}

/** The join-table filter a list request names, by wire or app name. */
export function throughFilter(def: ResourceDef, name: string): ThroughFilter | undefined {
  const byName = built().filters.get(def.name);
  return byName?.get(name) ?? byName?.get(camelCase(name));
}

/** The filter on the related list that lists a `through` relationship of a record. */
export function throughLinkFilter(def: ResourceDef, relationship: string): string {
  const name = built().links.get(`${def.name}.${relationship}`);
  if (name === undefined) throw new Error(`${def.name}.${relationship} is not a through relationship`);
  return name;
}
