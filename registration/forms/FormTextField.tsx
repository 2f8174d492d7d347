/**
 * A labelled text input bound to a form field: translated label, the field's error announced
 * and tied to it (MUI sets aria-describedby and aria-invalid), touched on blur. On a page the
 * server drew, it takes up what was typed into it before the script took the page over (issue 27):
 * React leaves that text in the field but not in the form's state, so the next render would wipe it.
 */
import { useEffect } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldBinding } from './useForm';
import { useMessage } from './useMessage';
import { useT } from '../i18n';

type Values = Record<string, unknown>;

export interface FormTextFieldProps<V extends Values> extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'label'> {
  form: FieldBinding<V>;
  name: keyof V & string;
  /** Catalogue key of the label. */
  label: string;
  /** Applied to each typed value (e.g. trimming and lower-casing emails). */
  normalise?: (value: string) => string;
  /** An extra error from outside the schema (e.g. the asynchronous uniqueness check). */
  extraError?: string | undefined;
}

export function FormTextField<V extends Values>({ form, name, label, normalise, extraError, onBlur, helperText, ...rest }: FormTextFieldProps<V>): React.ReactNode {
  const { t } = useT();
  const message = useMessage();
  const error = message(form.errorOf(name)) ?? extraError;
  const id = rest.id ?? `field-${name}`;
  const { setValue } = form;
  const stateValue = String(form.values[name] ?? '');
  useEffect(() => {
    const typed = (document.getElementById(id) as HTMLInputElement | null)?.value;
    if (typed && typed !== stateValue) setValue(name, (normalise ? normalise(typed) : typed) as V[typeof name]);
    // Once, when the field first runs: later text reaches the state through onChange.
  }, []);
  return (
    <TextField
      {...rest}
      id={id}
      name={name}
      label={t(label)}
      value={stateValue}
      onChange={(e) => form.setValue(name, (normalise ? normalise(e.target.value) : e.target.value) as V[typeof name])}
      onBlur={(e) => {
        form.touch(name);
        onBlur?.(e);
      }}
      error={error !== undefined}
      helperText={error ?? helperText}
    />
  );
}
