/**
 * A small form state for the registration screens (no react-admin here): values, touched
 * fields, validation (a yup schema, or a plain function where yup would be the only reason to
 * load yup: the welcome page's e-mail capture), and the display rule of seed section 5: a field
 * shows its error only once touched or after a submit; submit errors (from the server) show too,
 * until the field changes.
 */
import { useCallback, useMemo, useState } from 'react';
import type * as yup from 'yup';
import type { ValidationMessage } from '../../resources/kit/messages';
import { asMessage } from './ruleMessages';

export type FieldErrors = Record<string, ValidationMessage | string>;

/** A form's rules: a yup object schema, or a function from the values to the errors by field. */
export type FormRules<V extends Record<string, unknown>> = yup.AnyObjectSchema | ((values: V) => FieldErrors);

export function validateValues<V extends Record<string, unknown>>(schema: FormRules<V>, values: V): FieldErrors {
  if (typeof schema === 'function') return schema(values);
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: FieldErrors = {};
    const inner = (error as { inner?: { path?: string; message: unknown }[] }).inner ?? [];
    for (const item of inner) {
      const path = item.path ?? '';
      if (!(path in errors)) errors[path] = asMessage(item.message) ?? String(item.message);
    }
    return errors;
  }
}

/** What an input needs of its form: the part child forms and full forms share. */
export type FieldBinding<V extends Record<string, unknown>> = Pick<FormState<V>, 'values' | 'setValue' | 'touch' | 'errorOf'>;

export interface FormState<V extends Record<string, unknown>> {
  values: V;
  setValue<K extends keyof V & string>(name: K, value: V[K]): void;
  touch(name: keyof V & string): void;
  /** The error to show under a field now, if any. */
  errorOf(name: keyof V & string): ValidationMessage | string | undefined;
  valid: boolean;
  /** Every rule the values break now, shown or not (a screen may show one sooner, see SetPasswordPage). */
  errors: FieldErrors;
  submitted: boolean;
  /** Server errors by field (ApiFailure.fields) and the form-wide message. */
  setSubmitErrors(fields: Record<string, string>, message?: string): void;
  submitMessage: string | undefined;
  /** Changed since the last submit error: the seed re-enables submit only then. */
  dirtySinceSubmitError: boolean;
  markSubmitted(): void;
  /** Back to fresh values, nothing touched or submitted (a list form after adding an entry). */
  reset(values: V): void;
}

export function useForm<V extends Record<string, unknown>>(initial: V, schema: FormRules<V>): FormState<V> {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitErrors, setSubmitErrorsState] = useState<Record<string, string>>({});
  const [submitMessage, setSubmitMessage] = useState<string | undefined>();
  const [dirtySinceSubmitError, setDirty] = useState(true);
  const errors = useMemo(() => validateValues(schema, values), [schema, values]);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setSubmitErrorsState((prev) => {
      if (!(name in prev)) return prev;
      const next = { ...prev };
      delete next[name];
      return next;
    });
    setDirty(true);
  }, []);

  return {
    values,
    setValue,
    touch: (name) => setTouched((prev) => (prev[name] ? prev : { ...prev, [name]: true })),
    errorOf: (name) => submitErrors[name] ?? (touched[name] || submitted ? errors[name] : undefined),
    valid: Object.keys(errors).length === 0,
    errors,
    submitted,
    setSubmitErrors(fields, message) {
      setSubmitErrorsState(fields);
      setSubmitMessage(message);
      setDirty(false);
    },
    submitMessage,
    dirtySinceSubmitError,
    markSubmitted: () => {
      setSubmitted(true);
      setSubmitMessage(undefined);
    },
    reset(next) {
      setValues(next);
      setTouched({});
      setSubmitted(false);
      setSubmitErrorsState({});
      setSubmitMessage(undefined);
    },
  };
}
