/**
 * "Invite teacher" (seed 6, issue 12): creates a teacher in the viewer's school, without a
 * password; the server mails them a link to choose one (server/hooks/users.ts). The school's
 * teacher limit is the server's to enforce (802 teacherLimit opens the limit dialog); the page
 * disables the button when it can already tell there is no seat left.
 */
import { useState, type FormEvent, type ReactElement } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isValidEmail } from '../../domain/email';
import { useBusy } from '../useBusy';

export interface InviteTeacherDialogProps {
  open: boolean;
  organizationId: string;
  onClose: () => void;
  onInvited: () => void;
}

const FIELDS = ['firstName', 'lastName', 'email'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { firstName: '', lastName: '', email: '' };
const TITLE_ID = 'invite-teacher-title';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function InviteTeacherDialog({ open, organizationId, onClose, onInvited }: InviteTeacherDialogProps): ReactElement {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { busy, guarded } = useBusy();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const close = (): void => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };
  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (values.firstName.trim() === '') found.firstName = 'errors.form.required';
    if (!isValidEmail(values.email.trim())) found.email = 'errors.form.emailInvalid';
    return found;
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void guarded(async () => {
      const email = values.email.trim();
      try {
        await dataProvider.create('users', {
          data: { firstName: values.firstName.trim(), lastName: values.lastName.trim() || null, email, role: 'teacher', organizationId },
        });
        notify('school.invite.sent', { type: 'success', messageArgs: { email } });
        setValues(EMPTY);
        onInvited();
        onClose();
      } catch (error) {
        const fields = isRecord(error) && isRecord(error.body) && isRecord(error.body.errors) ? error.body.errors : {};
        setErrors(Object.fromEntries(FIELDS.filter((f) => typeof fields[f] === 'string').map((f) => [f, String(fields[f])])));
        notify(error instanceof Error && error.message ? error.message : 'errors.api.default', { type: 'error' });
      }
    });
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={TITLE_ID}>{translate('school.invite.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('school.invite.intro')}</DialogContentText>
          <Stack sx={{ gap: 2 }}>
            {FIELDS.map((f) => {
              const error = errors[f];
              return (
                <TextField
                  key={f}
                  id={`invite-${f}`}
                  label={translate(`school.invite.${f}`)}
                  type={f === 'email' ? 'email' : 'text'}
                  required={f !== 'lastName'}
                  autoComplete="off"
                  value={values[f]}
                  onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
                  error={error !== undefined}
                  helperText={error === undefined ? undefined : translate(error, { _: error })}
                  slotProps={{ htmlInput: { maxLength: f === 'email' ? 254 : 100 } }}
                />
              );
            })}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('school.invite.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('school.invite.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
