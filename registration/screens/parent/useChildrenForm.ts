/**
 * State of the repeatable children form: one entry per child, each with its own touched fields
 * and server errors, and the seed's submit rule (section 5): disabled while invalid, or after a
 * failed submit until something changes. Children are created one by one, in order; one that
 * was created is marked and never sent again when the parent retries.
 */
import { useMemo, useRef, useState } from 'react';
import { createChild } from '../../api/accounts';
import { isApiFailure, type ApiFailure } from '../../../dataProvider/ApiFailure';
import type { FieldBinding, FieldErrors } from '../../forms/useForm';
import { ERROR_CODES } from '../../../domain/errors';
import { childInput, EMPTY_CHILD, validateChildren, type ChildField, type ChildValues } from './childrenForm';

export interface ChildEntry {
  key: number;
  values: ChildValues;
  touched: Partial<Record<ChildField, boolean>>;
  serverErrors: Partial<Record<ChildField, string>>;
  /** Set once the server created this child. */
  createdId?: string;
}

export type SubmitOutcome = 'done' | 'limit' | 'failed' | 'invalid';

const CHILD_FIELDS = new Set<string>(Object.keys(EMPTY_CHILD));

export function isChildrenLimit(error: ApiFailure): boolean {
  return error.identifier === 'childrenLimit' || String(error.errors[0]?.code) === String(ERROR_CODES.childrenLimit);
}

/** Server field errors of one child (a used username is the server's 804 usernameUsed). */
function childFieldErrors(error: ApiFailure): Partial<Record<ChildField, string>> {
  const out: Partial<Record<ChildField, string>> = {};
  for (const [field, text] of Object.entries(error.fields)) {
    if (CHILD_FIELDS.has(field)) out[field as ChildField] = text;
  }
  return out;
}

/** What a child form may change; stable for the page's lifetime so unchanged forms skip rendering. */
export interface ChildActions {
  setValue(key: number, name: ChildField, value: string): void;
  touch(key: number, name: ChildField): void;
  remove(key: number): void;
}

/** The binding the shared form fields expect, for one child. */
export function childFormState(entry: ChildEntry, errors: FieldErrors, submitted: boolean, actions: ChildActions): FieldBinding<ChildValues> {
  return {
    values: entry.values,
    setValue: (name, value) => actions.setValue(entry.key, name, String(value)),
    touch: (name) => actions.touch(entry.key, name),
    errorOf: (name) => entry.serverErrors[name] ?? (entry.touched[name] || submitted ? errors[name] : undefined),
  };
}

export function useChildrenForm() {
  const nextKey = useRef(1);
  const newEntry = (): ChildEntry => ({ key: nextKey.current++, values: { ...EMPTY_CHILD }, touched: {}, serverErrors: {} });
  const [entries, setEntries] = useState<ChildEntry[]>(() => [newEntry()]);
  const [submitted, setSubmitted] = useState(false);
  const [dirtySinceError, setDirty] = useState(true);
  const [message, setMessage] = useState<string | undefined>();
  const errors = useMemo(() => validateChildren(entries.map((e) => e.values)), [entries]);
  const valid = entries.every((entry, i) => entry.createdId !== undefined || Object.keys(errors[i] ?? {}).length === 0);

  const patch = (key: number, change: (entry: ChildEntry) => ChildEntry): void =>
    setEntries((prev) => prev.map((entry) => (entry.key === key ? change(entry) : entry)));

  const actions = useMemo<ChildActions>(
    () => ({
      setValue(key, name, value) {
        patch(key, (e) => {
          const serverErrors = { ...e.serverErrors };
          delete serverErrors[name];
          return { ...e, values: { ...e.values, [name]: value }, serverErrors };
        });
        setDirty(true);
      },
      touch: (key, name) => patch(key, (e) => (e.touched[name] ? e : { ...e, touched: { ...e.touched, [name]: true } })),
      remove(key) {
        setEntries((prev) => prev.filter((e, i) => i === 0 || e.key !== key));
        setDirty(true);
      },
    }),
    // patch only calls the state setter, which React keeps stable.
    [],
  );

  async function submit(parentId: string): Promise<SubmitOutcome> {
    setSubmitted(true);
    setMessage(undefined);
    if (!valid) return 'invalid';
    for (const entry of entries) {
      if (entry.createdId !== undefined) continue;
      try {
        const created = await createChild(parentId, childInput(entry.values));
        patch(entry.key, (e) => ({ ...e, createdId: created.id, serverErrors: {} }));
      } catch (error) {
        setDirty(false);
        if (!isApiFailure(error)) {
          setMessage('errors.api.default');
          return 'failed';
        }
        if (isChildrenLimit(error)) return 'limit';
        const fields = childFieldErrors(error);
        patch(entry.key, (e) => ({ ...e, serverErrors: fields }));
        setMessage(error.message);
        return 'failed';
      }
    }
    return 'done';
  }

  return {
    entries,
    errors,
    submitted,
    actions,
    message,
    /** The seed re-enables submit after a failure only once the form changed. */
    canSubmit: valid && dirtySinceError,
    add: () => {
      setEntries((prev) => [...prev, newEntry()]);
      setDirty(true);
    },
    submit,
  };
}
