/**
 * Filter inputs above a generated list, from `list.filters`: `q` is the search box, attributes
 * get an input by kind (a closed switch), to-one relationships an autocomplete on `<rel>Id`.
 * Elements, not components: react-admin's filter form reads `source` and `alwaysOn` from them.
 */
import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  DateInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { resourceByName } from '../../resources';
import type { AttributeField, ResourceDef } from '../../resources/kit';
import { choicesFor, relationSource } from './labels';
import { sortPayload } from './sort';
import { pickerTitleProps } from '../chrome/RecordTitle';

function attributeFilter(resource: string, name: string, field: AttributeField): ReactElement | null {
  const common = { source: name, resource };
  switch (field.kind) {
    case 'text':
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
      <AutocompleteInput source={source} resource={def.name} {...pickerTitleProps(target)} />
    </ReferenceInput>
  );
}

export function filterInputs(def: ResourceDef): ReactElement[] {
  return (def.list.filters ?? []).flatMap((name) => {
    if (name === 'q') return [<SearchInput key="q" source="q" alwaysOn />];
    const field = def.attributes[name];
    const element = field ? attributeFilter(def.name, name, field) : relationFilter(def, name);
    return element ? [element] : [];
  });
}
