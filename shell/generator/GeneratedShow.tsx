import { cloneElement, useMemo, type ReactElement, type ReactNode } from 'react';
import { Show, SimpleShowLayout } from 'react-admin';
import { resourceByName } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { RecordDocumentTitle, RecordPageTitle } from './DocumentTitle';
import { useRecordNotFound } from './useRecordNotFound';
import { recordIncludes } from './includes';
import { attributeValue, relationValue } from './values';

/** An override's own display for a field, keyed by field name; null leaves the field out. */
export type FieldOverrides = Readonly<Record<string, ReactElement | null>>;

/** Every attribute (passwords never) and every relationship held on this side; inverse lists are omitted. */
export function showFields(def: ResourceDef, fields: FieldOverrides = {}): ReactElement[] {
  const pick = (name: string, generated: () => ReactElement | null): ReactElement[] => {
    const own = fields[name];
    if (own === null) return [];
    const element = own ? cloneElement(own, { key: name }) : generated();
    return element ? [element] : [];
  };
  const attributes = Object.entries(def.attributes).flatMap(([name, field]) => pick(name, () => attributeValue(def.name, name, field)));
  const relations = Object.entries(def.relationships).flatMap(([name, rel]) => {
    const target = resourceByName(rel.resource);
    if (!target || (rel.kind === 'toMany' && rel.inverse !== undefined)) return [];
    return pick(name, () => relationValue(def.name, name, rel, target));
  });
  return [...attributes, ...relations];
}

/** What an override may add to a generated show screen without writing it again. */
export interface GeneratedShowExtras {
  title?: ReactElement;
  /** The toolbar above the record, replacing react-admin's default. */
  actions?: ReactElement | false;
  fields?: FieldOverrides;
  /** Inside the layout, after the generated fields. */
  extraFields?: ReactElement[];
  /** Below the fields, inside the record's context (an override's extra panel). */
  after?: ReactNode;
}

export function GeneratedShow({ def, title, actions, fields, extraFields, after }: { def: ResourceDef } & GeneratedShowExtras): ReactElement {
  const onError = useRecordNotFound();
  const queryOptions = useMemo(() => ({ meta: { include: recordIncludes(def) }, onError }), [def, onError]);
  return (
    <Show resource={def.name} queryOptions={queryOptions} title={title ?? <RecordPageTitle page="show" />} {...(actions !== undefined ? { actions } : {})}>
      <RecordDocumentTitle />
      <SimpleShowLayout>
        {showFields(def, fields)}
        {extraFields}
      </SimpleShowLayout>
      {after}
    </Show>
  );
}
