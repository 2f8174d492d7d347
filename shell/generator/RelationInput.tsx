/**
 * Inputs for relationships: a to-one is an autocomplete over the target resource, a join-table
 * to-many a multiple autocomplete. Options show the target's record title and are searched
 * with `filter[q]` when the target declares searchable fields.
 */
import type { ReactElement } from 'react';
import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput, required } from 'react-admin';
import type { Relation, ResourceDef } from '../../resources/kit';
import { pickerTitleProps } from './RecordTitle';
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

export function RelationInput({ resource, name, relation, target }: RelationInputProps): ReactElement | null {
  const source = relationSource(name, relation);
  const common = {
    source,
    resource,
    // Options are named by the target's record representation (the kit's title rule).
    ...pickerTitleProps(target),
    filterToQuery: searchOf(target),
  };
  switch (relation.kind) {
    case 'toOne':
      return (
        <ReferenceInput source={source} reference={relation.resource} sort={sortPayload(target.list.sort)}>
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
