/**
 * Add or edit a child (seed 2.6 "My children", seed 3 "Child"): username, password with
 * show/hide, first name, optional last name, age and nickname. A refused save keeps what was
 * typed and shows the server's errors on their fields, or above the form (803 childrenLimit).
 * Keyboard: the dialog opens on its first field, and a refused save moves focus to the first
 * field in error, so the next keypress goes where the message is.
 */
import { Fragment, useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useCreate, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { PASSWORD_MIN_LENGTH } from '../../domain/constants';
import {
  AGE_MAX,
  AGE_MIN,
  CHILD_FIELDS,
  childName,
  childPayload,
  EMPTY_CHILD,
  validateChild,
  valuesOfChild,
  type ChildField,
  type ChildFormErrors,
  type ChildFormValues,
} from './childForm';
import { PasswordVisibilityField } from '../../shell/login/PasswordVisibilityField';
import { refusalOf, type Refusal } from './serverRefusal';

export interface ChildFormDialogProps {
  open: boolean;
  /** The child to edit; absent to add one. */
  child?: RaRecord | undefined;
  onClose: () => void;
}

const TEXT_FIELDS: readonly { name: Exclude<ChildField, 'password'>; required?: boolean; autoComplete: string; type?: string }[] = [
  { name: 'username', required: true, autoComplete: 'off' },
  { name: 'firstName', required: true, autoComplete: 'off' },
  { name: 'lastName', autoComplete: 'off' },
  { name: 'age', autoComplete: 'off', type: 'number' },
  { name: 'nickname', autoComplete: 'off' },
];

const inputId = (field: ChildField): string => `child-${field}`;

/** Focus on the first field in error, in the order shown (CHILD_FIELDS). */
function focusFirstInvalid(errors: ChildFormErrors): void {
  const first = CHILD_FIELDS.find((field) => errors[field] !== undefined);
  if (first) document.getElementById(inputId(first))?.focus();
}

export function ChildFormDialog({ open, child, onClose }: ChildFormDialogProps): ReactElement {
  const translate = useTranslate();
  const notify = useNotify();
  const editing = child !== undefined;
  const [values, setValues] = useState<ChildFormValues>(() => (child ? valuesOfChild(child) : EMPTY_CHILD));
  const [errors, setErrors] = useState<ChildFormErrors>({});
  const [formError, setFormError] = useState<Refusal['form']>();
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const busy = creating || updating;
  // Set by a refused save; honoured once the fields show their errors and are enabled again.
  const [focusWanted, setFocusWanted] = useState(false);
  useEffect(() => {
    if (!focusWanted || busy) return;
    setFocusWanted(false);
    focusFirstInvalid(errors);
  }, [focusWanted, busy, errors]);

  const set = (name: ChildField, value: string): void => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      const rest = { ...e };
      delete rest[name];
      return rest;
    });
  };
  const refused = (error: unknown): void => {
    const refusal = refusalOf(error);
    setErrors(refusal.fields);
    setFormError(refusal.form);
    setFocusWanted(true);
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const found = validateChild(values, editing);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      setFocusWanted(true);
      return;
    }
    const data = childPayload(values, editing);
    const done = (message: string) => (): void => {
      notify(message, { type: 'success', messageArgs: { name: childName(data) } });
      onClose();
    };
    if (child) update('users', { id: child.id, data, previousData: child }, { mutationMode: 'pessimistic', onSuccess: done('family.form.saved'), onError: refused });
    else create('users', { data }, { onSuccess: done('family.form.added'), onError: refused });
  };

  const message = (field: ChildField): string | undefined => {
    const e = errors[field];
    return e ? translate(e.key, { _: e.key, ...e.values }) : undefined;
  };
  const title = editing ? translate('family.form.editTitle', { name: childName(child) }) : translate('family.form.addTitle');
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="child-form-title" fullWidth maxWidth="sm">
      <DialogTitle id="child-form-title">{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          {formError && (
            <Alert severity="error" role="alert">
              {translate(formError.key, { _: formError.key, ...formError.values })}
            </Alert>
          )}
          {TEXT_FIELDS.map((f) => (
            <Fragment key={f.name}>
              <TextField
                id={inputId(f.name)}
                autoFocus={f.name === TEXT_FIELDS[0]?.name}
                name={f.name}
                label={translate(`resources.users.fields.${f.name}`)}
                value={values[f.name]}
                onChange={(e) => set(f.name, e.target.value)}
                required={f.required === true}
                type={f.type ?? 'text'}
                autoComplete={f.autoComplete}
                error={errors[f.name] !== undefined}
                helperText={message(f.name)}
                disabled={busy}
                fullWidth
                {...(f.name === 'age' ? { slotProps: { htmlInput: { min: AGE_MIN, max: AGE_MAX, inputMode: 'numeric' } } } : {})}
              />
              {f.name === 'username' && (
                <PasswordVisibilityField
                  id={inputId('password')}
                  label={translate('resources.users.fields.password')}
                  value={values.password}
                  onChange={(v) => set('password', v)}
                  required={!editing}
                  autoComplete="new-password"
                  margin="none"
                  errorText={message('password')}
                  helperText={translate(editing ? 'family.form.passwordKeep' : 'family.form.passwordHelp', { min: PASSWORD_MIN_LENGTH })}
                  disabled={busy}
                />
              )}
            </Fragment>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('family.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('family.form.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
