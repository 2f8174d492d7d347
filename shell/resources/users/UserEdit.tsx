import type { ReactElement } from 'react';
import { FormDataConsumer, useTranslate, type RaRecord } from 'react-admin';
import { Typography } from '@mui/material';
import type { ResourceDef } from '../../../resources/kit';
import { AttributeInput } from '../../generator/AttributeInput';
import { GeneratedEdit } from '../../generator/GeneratedEdit';
import type { InputOverrides } from '../../generator/GeneratedInputs';
import { useFormSlots } from '../../generator/useFormSlots';
import { PermissionGrid } from './PermissionGrid';
import { RestoreButton } from './RestoreButton';
import { users } from '../../../resources/users/schema';

const def = users as unknown as ResourceDef;
/** The two fields this screen lays out itself, after the generated ones. */
const OWN_LAYOUT: InputOverrides = { password: null, permissions: null };
const isArchived = (record: RaRecord): boolean => record.archivedAt != null;

/** School admins reset their teachers' passwords (seed section 6): a section of its own, for those who may. */
function ResetPassword(): ReactElement | null {
  const translate = useTranslate();
  const slot = useFormSlots(def, 'edit')?.find((s) => s.name === 'password');
  if (slot?.type !== 'attribute' || !slot.editable) return null;
  return (
    <>
      <Typography variant="h6" component="h2">
        {translate('resources.users.resetPassword')}
      </Typography>
      <AttributeInput resource="users" name="password" field={slot.field} mode="edit" />
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
