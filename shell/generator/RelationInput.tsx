/**
 * Inputs for relationships: a to-one is an autocomplete over the target resource, a join-table
 * to-many a multiple autocomplete. Options show the target's record title and are searched
 * with `filter[q]` when the target declares searchable fields.
 */
import type { ReactElement } from 'react';
import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { resourceByName } from '../../resources';
import type { Relation, ResourceDef } from '../../resources/kit';
import { usePickerTitleProps } from './RecordTitle';
import { relationSource } from './labels';
import { sortPayload } from './sort';

export interface RelationInputProps {
  resource: string;
  name: string;
  relation: Relation;
  target: ResourceDef;
}

/** Typed text as the target's search; text under its `searchMinLength` lists without searching. */
export function searchOf(target: ResourceDef): (text: string) => Record<string, string> {
  const min = target.list.searchMinLength ?? 1;
  return target.list.search && target.list.search.length > 0 ? (text): Record<string, string> => (text.trim().length >= min ? { q: text } : {})
    : () => ({});
}

/**
 * The list filter a to-one's picker offers under: a relation `within` another (a booking's
 * session, within its webinar) lists only the targets sharing the form's value of that one.
 */
function useWithinFilter(resource: string, relation: Relation): Record<string, unknown> | undefined {
  const within = relation.kind === 'toOne' ? relation.within : undefined;
  const parentRelation = within ? resourceByName(resource)?.relationships[within] : undefined;
  // The target's relation has the same name (resources/index.ts checks), so the same source.
  const source = within && parentRelation ? relationSource(within, parentRelation) : '';
  const parent: unknown = useWatch({ name: source, disabled: !source });
  return !source || parent === null || parent === undefined || parent === '' ? undefined : { [source]: parent };
}

export function RelationInput({ resource, name, relation, target }: RelationInputProps): ReactElement | null {
  const source = relationSource(name, relation);
  const withinFilter = useWithinFilter(resource, relation);
  const titleProps = usePickerTitleProps(target);
  const common = {
    source,
    resource,
    // Options are named by the target's record representation (the kit's title rule).
    ...titleProps,
    filterToQuery: searchOf(target),
  };
  switch (relation.kind) {
    case 'toOne':
      return (
        <ReferenceInput source={source} reference={relation.resource} sort={sortPayload(target.list.sort)} filter={withinFilter}>
          {/* required() only marks the label: validation runs through the kit resolver. */}
          <AutocompleteInput {...common} validate={relation.required ? [required()] : undefined} />
        </ReferenceInput>
      );
    case 'toMany':
      // The inverse side of a to-one is edited on the other resource.
      if (relation.inverse !== undefined) return null;
      return (
        <ReferenceArrayInput source={source} reference={relation.resource} sort={sortPayload(target.list.sort)} filter={relation.targets}>
          <AutocompleteArrayInput {...common} />
        </ReferenceArrayInput>
      );
  }
}
