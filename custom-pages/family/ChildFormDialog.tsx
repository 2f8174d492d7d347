/**
 * Add or edit a child (seed 2.6 "My children", seed 3 "Child") on the console's generated users
 * form: what a parent's `children` grant may write (username, password with show/hide and its
 * confirmation, first and last name, nickname, age), checked by the users schema as the server
 * checks it. The role (a home student) and the parent are the grant's to fill, so they are not
 * offered. A refused save keeps what was typed and shows the server's errors on their fields;
 * the console's notification says the form's own (803 childrenLimit), as on every console form.
 * Keyboard: the dialog opens on its first field, and a refused save moves focus to the first
 * field in error.
 */
import type { ReactElement } from 'react';
import { Dialog, DialogTitle } from '@mui/material';
import { CreateBase, EditBase, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { users } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { DialogFormActions } from '../../shell/generator/DialogFormActions';
import { FocusOnMount } from '../../shell/generator/FocusOnMount';
import { GeneratedForm } from '../../shell/generator/GeneratedForm';
import { useSubmitTransform } from '../../shell/generator/useFormSlots';
import { CHILD_ROLE, childName } from './childName';

export interface ChildFormDialogProps {
  open: boolean;
  /** The child to edit; absent to add one. */
  child?: RaRecord | undefined;
  onClose: () => void;
}

const USERS: ResourceDef = users;
/** What a parent gives (seed 3 "Child"); the role and the parent are the grant's to fill. */
const CHILD_FIELDS = ['username', 'password', 'firstName', 'lastName', 'nickname', 'age'] as const;
/** A new child is a home student from the start, so the form knows their username and password are needed. */
const NEW_CHILD = { role: CHILD_ROLE };

function ChildForm({ mode, onClose }: { mode: 'create' | 'edit'; onClose: () => void }): ReactElement {
  const toolbar = <DialogFormActions onCancel={onClose} cancelLabel="family.form.cancel" />;
  return <GeneratedForm def={USERS} mode={mode} fields={CHILD_FIELDS} before={<FocusOnMount name="username" />} toolbar={toolbar} />;
}

/**
 * The resource screens' access rule (authProvider canAccess: staff only) guards /app/users, not
 * this dialog: My children's own route admits the parent, and the server decides every write.
 */
const OWN_PAGE = { disableAuthentication: true } as const;

/** Saved: says so by the child's name and closes. */
function useSaved(message: string, onClose: () => void): { onSuccess: (data: RaRecord) => void } {
  const notify = useNotify();
  return {
    onSuccess: (data) => {
      notify(message, { type: 'success', messageArgs: { name: childName(data) } });
      onClose();
    },
  };
}

function AddChild({ onClose }: { onClose: () => void }): ReactElement {
  const transform = useSubmitTransform(USERS, 'create');
  const mutationOptions = useSaved('family.form.added', onClose);
  return (
    <CreateBase resource="users" {...OWN_PAGE} record={NEW_CHILD} redirect={false} transform={transform} mutationOptions={mutationOptions}>
      <ChildForm mode="create" onClose={onClose} />
    </CreateBase>
  );
}

function EditChild({ child, onClose }: { child: RaRecord; onClose: () => void }): ReactElement {
  const transform = useSubmitTransform(USERS, 'edit');
  const mutationOptions = useSaved('family.form.saved', onClose);
  return (
    <EditBase resource="users" id={child.id} {...OWN_PAGE} redirect={false} mutationMode="pessimistic" transform={transform} mutationOptions={mutationOptions}>
      <ChildForm mode="edit" onClose={onClose} />
    </EditBase>
  );
}

export function ChildFormDialog({ open, child, onClose }: ChildFormDialogProps): ReactElement {
  const translate = useTranslate();
  const title = child ? translate('family.form.editTitle', { name: childName(child) }) : translate('family.form.addTitle');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="child-form-title" fullWidth maxWidth="sm">
      <DialogTitle id="child-form-title">{title}</DialogTitle>
      {open && (child ? <EditChild child={child} onClose={onClose} /> : <AddChild onClose={onClose} />)}
    </Dialog>
  );
}
