import type { ReactElement } from 'react';
import { FormDataConsumer, PasswordInput, required, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Typography } from '@mui/material';
import { currentPasswordKey, type ResourceDef } from '../../../resources/kit';
import { AttributeInput } from '../../generator/AttributeInput';
import { GeneratedEdit } from '../../generator/GeneratedEdit';
import type { InputOverrides } from '../../generator/GeneratedInputs';
import { useFormSlots, useViewerState } from '../../generator/useFormSlots';
import { PermissionGrid } from './PermissionGrid';
import { RestoreButton } from './RestoreButton';
import { users } from '../../../resources/users/schema';

const def: ResourceDef = users;
/** The two fields this screen lays out itself, after the generated ones. */
const OWN_LAYOUT: InputOverrides = { password: null, permissions: null };
const isArchived = (record: RaRecord): boolean => record.archivedAt != null;

/** Whether the record in context is the signed-in viewer (their own profile). */
function useOwnRecord(): boolean {
  const record = useRecordContext();
  const { viewer } = useViewerState();
  return record !== undefined && viewer !== undefined && String(record.id) === viewer.id;
}

/**
 * Changing one's own password needs the current one (the server answers 422 on
 * `current_password` otherwise): asked for once a new password is typed.
 */
function CurrentPassword(): ReactElement | null {
  const typed: unknown = useWatch({ name: 'password' });
  if (typeof typed !== 'string' || typed === '') return null;
  return (
    <PasswordInput
      source={currentPasswordKey('password')}
      resource="users"
      label="resources.users.fields.currentPassword"
      helperText="shell.form.currentPasswordHelp"
      autoComplete="current-password"
      validate={required()}
    />
  );
}

/**
 * School admins reset their teachers' passwords (seed section 6): a section of its own, for those
 * who may. On one's own profile it is "Change password", with the current one.
 */
function ResetPassword(): ReactElement | null {
  const translate = useTranslate();
  const own = useOwnRecord();
  const slot = useFormSlots(def, 'edit')?.find((s) => s.name === 'password');
  if (slot?.type !== 'attribute' || !slot.editable) return null;
  return (
    <>
      <Typography variant="h6" component="h2">
        {translate(own ? 'resources.users.changePassword' : 'resources.users.resetPassword')}
      </Typography>
      <AttributeInput resource="users" name="password" field={slot.field} mode="edit" />
      {own && <CurrentPassword />}
    </>
  );
}

/** An admin's permissions as a grid; only those who may write them (super users) can change it. */
function Permissions(): ReactElement {
  const editable = useFormSlots(def, 'edit')?.some((s) => s.name === 'permissions' && s.editable) ?? false;
  return (
    <FormDataConsumer<{ role?: string }>>{({ formData }) => (formData.role === 'admin' ? <PermissionGrid disabled={!editable} /> : null)}</FormDataConsumer>
  );
}

/**
 * The generated user edit, plus a "Reset password" section and, on admins, the permission grid.
 * An archived user opens read-only, with Restore for those who may restore them; once restored
 * the record reloads and the form is back.
 */
export function UserEdit(): ReactElement {
  return (
    <GeneratedEdit
      def={def}
      inputs={OWN_LAYOUT}
      extraInputs={
        <>
          <ResetPassword />
          <Permissions />
        </>
      }
      readOnlyWhen={isArchived}
      readOnlyActions={<RestoreButton />}
    />
  );
}
