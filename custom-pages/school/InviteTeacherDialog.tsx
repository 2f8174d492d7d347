/**
 * "Invite teacher" (seed 6, issue 12) on the console's generated users form: a teacher in the
 * viewer's school, named and with an email, without a password; the server mails them a link to
 * choose one (server/hooks/users.ts). The users schema checks the fields as the server does. The
 * school's teacher limit is the server's to enforce (802 teacherLimit opens the limit dialog);
 * the page disables the button when it can already tell there is no seat left.
 */
import { useMemo, type ReactElement } from 'react';
import { Dialog, DialogContentText, DialogTitle } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { CreateBase, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { users } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { DialogFormActions } from '../../shell/generator/DialogFormActions';
import { FocusOnMount } from '../../shell/generator/FocusOnMount';
import { GeneratedForm } from '../../shell/generator/GeneratedForm';
import { useSubmitTransform } from '../../shell/generator/useFormSlots';

export interface InviteTeacherDialogProps {
  open: boolean;
  organizationId: string;
  onClose: () => void;
  onInvited: () => void;
}

/**
 * The users schema, with the invite's own need: the link goes to an email, so here a teacher's
 * email is required (elsewhere a teacher may be added without one, and promoted students have none).
 */
const INVITE_DEF: ResourceDef = { ...users, requiredWhen: { ...users.requiredWhen, email: { field: 'role', oneOf: ['teacher'] } } };
const INVITE_FIELDS = ['firstName', 'lastName', 'email'] as const;
const TITLE_ID = 'invite-teacher-title';

function InviteForm({ organizationId, onClose, onInvited }: Omit<InviteTeacherDialogProps, 'open'>): ReactElement {
  const translate = useTranslate();
  const notify = useNotify();
  const transform = useSubmitTransform(INVITE_DEF, 'create');
  const teacher = useMemo(() => ({ role: 'teacher', organizationId }), [organizationId]);
  const mutationOptions = {
    onSuccess: (data: RaRecord) => {
      notify('school.invite.sent', { type: 'success', messageArgs: { email: data.email } });
      onInvited();
      onClose();
    },
  };
  const before = (
    <>
      <FocusOnMount name="firstName" />
      <DialogContentText sx={{ mb: 2 }}>{translate('school.invite.intro')}</DialogContentText>
    </>
  );
  const toolbar = <DialogFormActions onCancel={onClose} cancelLabel="school.invite.cancel" saveLabel="school.invite.send" saveIcon={<SendIcon />} />;
  return (
    <CreateBase resource="users" record={teacher} redirect={false} transform={transform} mutationOptions={mutationOptions}>
      <GeneratedForm def={INVITE_DEF} mode="create" fields={INVITE_FIELDS} before={before} toolbar={toolbar} />
    </CreateBase>
  );
}

export function InviteTeacherDialog({ open, onClose, ...form }: InviteTeacherDialogProps): ReactElement {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <DialogTitle id={TITLE_ID}>{translate('school.invite.title')}</DialogTitle>
      {open && <InviteForm onClose={onClose} {...form} />}
    </Dialog>
  );
}
