/**
 * The closed switch from a field kind to a react-admin display field, used by generated lists
 * and show pages. These are functions returning elements (not components) because Datagrid and
 * SimpleShowLayout read `source`, `label` and `sortable` from their direct children.
 */
import type { ReactElement } from 'react';
import {
  BooleanField,
  EmailField,
  FunctionField,
  NumberField,
  ReferenceArrayField,
  SelectField,
  SingleFieldList,
  TextArrayField,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { AttributeField, Relation, ResourceDef } from '../../resources/kit';
import { choicesFor, relationSource, valueLabel } from './labels';
import { LocaleDateField } from './LocaleDateField';
import { ReferenceTo } from './ReferenceTo';
import { CountryField } from './CountryField';

/** The translated names of a record's list entries or of the keys switched on in a map. */
function TranslatedNames({ resource, name, values }: { resource: string; name: string; values: readonly string[] }) {
  const translate = useTranslate();
  if (values.length === 0) return <>{translate('shell.field.none')}</>;
  return <>{values.map((v) => translate(valueLabel(resource, name, v))).join(', ')}</>;
}

function translatedValues(resource: string, name: string, keysOf: (value: unknown) => string[]): ReactElement {
  return (
    <FunctionField
      key={name}
      source={name}
      resource={resource}
      sortable={false}
      render={(record: RaRecord) => <TranslatedNames resource={resource} name={name} values={keysOf(record[name])} />}
    />
  );
}

const listEntries = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const keysSwitchedOn = (value: unknown): string[] =>
  typeof value === 'object' && value !== null ? Object.entries(value).filter(([, on]) => on === true).map(([k]) => k) : [];

/** For a text per language, the languages that have one. */
const keysWithText = (value: unknown): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).filter(([, text]) => typeof text === 'string' && text.trim() !== '').map(([k]) => k)
    : [];

export function attributeValue(resource: string, name: string, field: AttributeField): ReactElement | null {
  const common = { source: name, resource, sortable: field.sortable };
  switch (field.kind) {
    case 'text':
      return field.country ? <CountryField key={name} {...common} /> : <TextField key={name} {...common} />;
    case 'longText':
      return <TextField key={name} {...common} />;
    case 'email':
      return <EmailField key={name} {...common} />;
    case 'password':
      return null;
    case 'integer':
    case 'number':
      return <NumberField key={name} {...common} />;
    case 'boolean':
      return <BooleanField key={name} {...common} />;
    case 'date':
      return <LocaleDateField key={name} {...common} />;
    case 'datetime':
      return <LocaleDateField key={name} {...common} showTime />;
    case 'enum':
      return <SelectField key={name} {...common} choices={choicesFor(resource, name, field.values)} />;
    case 'stringList':
      return field.values ? translatedValues(resource, name, listEntries) : <TextArrayField key={name} {...common} />;
    case 'booleanMap':
      return translatedValues(resource, name, keysSwitchedOn);
    case 'textMap':
      return translatedValues(resource, name, keysWithText);
  }
}

/**
 * A reference shown by the target's record representation (the kit's title rule, registered on
 * its `<Resource>`); `_target` stays in the signature its callers use.
 */
export function relationValue(
  resource: string,
  name: string,
  relation: Relation,
  _target: ResourceDef,
): ReactElement {
  const source = relationSource(name, relation);
  switch (relation.kind) {
    case 'toOne':
      return <ReferenceTo key={name} source={source} resource={resource} reference={relation.resource} relation={name} sortable={false} />;
    case 'toMany':
      return (
        <ReferenceArrayField key={name} source={source} resource={resource} reference={relation.resource} sortable={false}>
          {/* Chips named by the target's record representation. */}
          <SingleFieldList linkType={false} />
        </ReferenceArrayField>
      );
  }
}
