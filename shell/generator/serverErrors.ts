/**
 * A save the server refused with field errors: react-admin puts each on its input; the
 * notification also names the fields, so a refusal of a field the form has no input for (or one
 * scrolled out of view) still says which field it was.
 */
import { useCallback } from 'react';
import { useSaveContext, useTranslate, type SimpleFormProps } from 'react-admin';
import { fieldLabel } from './labels';

type Errors = Record<string, unknown>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The errors with `root.serverError` replaced by "<Field>: <message>" per field error, when there are any. */
export function namingFields(errors: Errors, resource: string, translate: Translate): Errors {
  const fields = Object.entries(errors).filter((entry): entry is [string, string] => entry[0] !== 'root' && typeof entry[1] === 'string');
  if (fields.length === 0) return errors;
  const named = fields.map(([key, message]) =>
    translate('shell.form.fieldError', { field: translate(fieldLabel(resource, key), { _: key }), message: translate(message, { _: message }) }),
  );
  return { ...errors, root: { serverError: named.join(' ') } };
}

/** The form's submit: the save in context (Create's or Edit's), its refusals named per field. */
export function useNamingSave(resource: string): NonNullable<SimpleFormProps['onSubmit']> {
  const { save } = useSaveContext();
  const translate = useTranslate();
  return useCallback(
    async (values: Errors) => {
      const errors: unknown = await save?.(values);
      return typeof errors === 'object' && errors !== null && !('id' in errors) ? namingFields(errors as Errors, resource, translate) : errors;
    },
    [save, resource, translate],
  ) as NonNullable<SimpleFormProps['onSubmit']>;
}
