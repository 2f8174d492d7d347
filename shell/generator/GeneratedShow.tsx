import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Show, SimpleShowLayout } from 'react-admin';
import { resourceByName } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { recordIncludes } from './includes';
import { attributeValue, relationValue } from './values';

/** Every attribute (passwords never) and every relationship held on this side; inverse lists are omitted. */
export function showFields(def: ResourceDef): ReactElement[] {
  const attributes = Object.entries(def.attributes).flatMap(([name, field]) => attributeValue(def.name, name, field) ?? []);
  const relations = Object.entries(def.relationships).flatMap(([name, rel]) => {
    const target = resourceByName(rel.resource);
    if (!target || (rel.kind === 'toMany' && rel.inverse !== undefined)) return [];
    return [relationValue(def.name, name, rel, target)];
  });
  return [...attributes, ...relations];
}

/** `after` renders below the fields, inside the record's context (an override's extra panel). */
export function GeneratedShow({ def, after }: { def: ResourceDef; after?: ReactNode }): ReactElement {
  const queryOptions = useMemo(() => ({ meta: { include: recordIncludes(def) } }), [def]);
  return (
    <Show resource={def.name} queryOptions={queryOptions}>
      <SimpleShowLayout>{showFields(def)}</SimpleShowLayout>
      {after}
    </Show>
  );
}
