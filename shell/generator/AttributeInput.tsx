/**
 * The closed switch from a field kind to a react-admin input (like api-platform/admin's
 * InputGuesser). Adding a FieldKind fails the type check here until it has an input.
 * Labels come from `resources.<resource>.fields.<name>`, which react-admin derives from the source.
 */
import type { ReactElement } from 'react';
import {
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  PasswordInput,
  required,
  SelectArrayInput,
  SelectInput,
  TextArrayInput,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import type { AttributeField } from '../../resources/kit';
import { CountryInput } from './CountryInput';
import { MapInput } from './MapInput';
import { choicesFor } from './labels';
import type { FormMode } from './formFields';

export interface AttributeInputProps {
  resource: string;
  name: string;
  field: AttributeField;
  mode: FormMode;
  /** The enum or list values this viewer may choose, where fewer than the field's own (kit `writableValues`). */
  values?: readonly string[];
  /** Required on this record though not on every one (kit `requiredWhen`: a home student's username). */
  requiredOnRecord?: boolean;
}

/**
 * Validation runs form-wide through the kit's yup schema (see kitResolver), which makes
 * react-hook-form ignore input-level rules; `required()` is passed only so react-admin marks
 * the label as required.
 */
function requiredMark(field: AttributeField, mode: FormMode, onThisRecord = false): Validator[] | undefined {
  if (!field.required && !onThisRecord) return undefined;
  return field.kind === 'password' && mode === 'edit' ? undefined : [required()];
}

const toIsoOrNull = (value: string): string | null => (value ? new Date(value).toISOString() : null);

export function AttributeInput({ resource, name, field, mode, values, requiredOnRecord }: AttributeInputProps): ReactElement {
  const validate = requiredMark(field, mode, requiredOnRecord);
  const common = { source: name, resource, validate };
  switch (field.kind) {
    case 'text':
      return field.country ? <CountryInput {...common} /> : <TextInput {...common} />;
    case 'email':
      return <TextInput {...common} type="email" autoComplete="email" />;
    case 'longText':
      return <TextInput {...common} multiline minRows={3} />;
    case 'password':
      return <PasswordFields resource={resource} name={name} confirmation={field.confirmation} minLength={field.minLength} mode={mode} validate={validate} />;
    case 'integer':
      return <NumberInput {...common} step={1} min={field.min} max={field.max} />;
    case 'number':
      return <NumberInput {...common} step="any" min={field.min} max={field.max} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} parse={toIsoOrNull} />;
    case 'enum':
      return <SelectInput {...common} choices={choicesFor(resource, name, values ?? field.values)} />;
    case 'stringList':
      return field.values ? (
        <SelectArrayInput {...common} choices={choicesFor(resource, name, values ?? field.values)} />
      ) : (
        <TextArrayInput {...common} />
      );
    case 'booleanMap':
      return <MapInput resource={resource} name={name} keys={field.keys} input="switch" />;
    case 'textMap':
      return <MapInput resource={resource} name={name} keys={field.keys} input="text" />;
  }
}

interface PasswordFieldsProps {
  resource: string;
  name: string;
  confirmation: boolean;
  minLength: number;
  mode: FormMode;
  /** Marks the password as required (see requiredMark); the check itself is the form's. */
  validate: Validator[] | undefined;
}

/** On create the password itself, with its length; on edit an optional new password, left blank to keep the old one. */
function PasswordFields({ resource, name, confirmation, minLength, mode, validate }: PasswordFieldsProps): ReactElement {
  const translate = useTranslate();
  const onEdit = mode === 'edit';
  return (
    <>
      <PasswordInput
        source={name}
        resource={resource}
        autoComplete="new-password"
        validate={validate}
        {...(onEdit
          ? { label: 'shell.form.newPassword', helperText: 'shell.form.newPasswordHelp' }
          : { helperText: translate('shell.form.passwordHelp', { min: minLength }) })}
      />
      {confirmation && (
        <PasswordInput
          source={`${name}Confirmation`}
          resource={resource}
          autoComplete="new-password"
          {...(onEdit ? { label: 'shell.form.newPasswordConfirmation' } : {})}
        />
      )}
    </>
  );
}
