/**
 * Filter inputs above a generated list, from `list.filters`: `q` is the search box, attributes
 * get an input by kind (a closed switch), to-one relationships an autocomplete on `<rel>Id`.
 * Elements, not components: react-admin's filter form reads `source` and `alwaysOn` from them.
 */
import type { ReactElement } from 'react';
import {
  DateInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
  type Validator,
} from 'react-admin';
import { resourceByName } from '../../resources';
import type { AttributeField, ResourceDef } from '../../resources/kit';
import { choicesFor, relationSource } from './labels';
import { CountryInput } from './CountryInput';
import { sortPayload } from './sort';
import { TitledAutocomplete } from './RecordTitle';
import { searchOf } from './RelationInput';

function attributeFilter(resource: string, name: string, field: AttributeField): ReactElement | null {
  const common = { source: name, resource };
  switch (field.kind) {
    case 'text':
      return field.country ? <CountryInput key={name} {...common} /> : <TextInput key={name} {...common} />;
    case 'email':
    case 'longText':
      return <TextInput key={name} {...common} />;
    case 'integer':
    case 'number':
      return <NumberInput key={name} {...common} />;
    case 'boolean':
      return <NullableBooleanInput key={name} {...common} />;
    case 'date':
    case 'datetime':
      return <DateInput key={name} {...common} />;
    case 'enum':
      return <SelectInput key={name} {...common} choices={choicesFor(resource, name, field.values)} />;
    case 'stringList':
      return field.values ? (
        <SelectInput key={name} {...common} choices={choicesFor(resource, name, field.values)} />
      ) : (
        <TextInput key={name} {...common} />
      );
    case 'password':
    case 'booleanMap':
    case 'textMap':
      return null;
  }
}

function relationFilter(def: ResourceDef, name: string): ReactElement | null {
  const rel = def.relationships[name];
  const target = rel && resourceByName(rel.resource);
  if (!rel || !target || rel.kind !== 'toOne') return null;
  const source = relationSource(name, rel);
  return (
    <ReferenceInput key={name} source={source} reference={rel.resource} sort={sortPayload(target.list.sort)}>
      <TitledAutocomplete source={source} resource={def.name} target={target} filterToQuery={searchOf(target)} />
    </ReferenceInput>
  );
}

/**
 * A search shorter than the resource's `searchMinLength` is said on the field and not sent (a
 * filter form applies only valid values); an empty box lists everything.
 */
function searchLength(def: ResourceDef): Validator | undefined {
  const min = def.list.searchMinLength;
  if (min === undefined) return undefined;
  return (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' && value.trim().length < min ? { message: 'errors.api.searchTermTooShort', args: { count: min } } : undefined;
}

export function filterInputs(def: ResourceDef): ReactElement[] {
  return (def.list.filters ?? []).flatMap((name) => {
    if (name === 'q') return [<SearchInput key="q" source="q" alwaysOn validate={searchLength(def)} />];
    const field = def.attributes[name];
    const element = field ? attributeFilter(def.name, name, field) : relationFilter(def, name);
    return element ? [element] : [];
  });
}
