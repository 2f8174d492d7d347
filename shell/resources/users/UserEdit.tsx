import { useMemo, type ReactElement } from 'react';
import { Edit, FormDataConsumer, SimpleForm, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { isSuperUser, type ResourceDef } from '../../../resources/kit';
import { AttributeInput } from '../../generator/AttributeInput';
import { withoutBlankPasswords } from '../../generator/defaults';
import { formSlots } from '../../generator/formFields';
import { GeneratedInputs } from '../../generator/GeneratedInputs';
import { recordIncludes } from '../../generator/includes';
import { kitResolver } from '../../generator/kitResolver';
import { useViewerFacts } from '../../generator/viewer';
import { PermissionGrid } from './PermissionGrid';
import { users } from '../../../resources/users/schema';

const def = users as unknown as ResourceDef;
/** The generated inputs, less the two this screen lays out itself. */
const { permissions: _permissions, password: _password, ...rest } = def.attributes;
const baseDef: ResourceDef = { ...def, attributes: rest };

/**
 * The generated user edit, plus: a "Reset password" section (school admins reset their
 * teachers' passwords, seed section 6) and, on admins, the permission grid.
 */
export function UserEdit(): ReactElement {
  const translate = useTranslate();
  const viewer = useViewerFacts();
  const resolver = useMemo(() => kitResolver(def, 'edit'), []);
  const transform = useMemo(() => withoutBlankPasswords(def), []);
  const queryOptions = useMemo(() => ({ meta: { include: recordIncludes(def) } }), []);
  const password = formSlots(def, 'edit', viewer).find((s) => s.name === 'password' && s.type === 'attribute' && s.editable);
  return (
    <Edit resource="users" mutationMode="pessimistic" transform={transform} queryOptions={queryOptions}>
      <SimpleForm resolver={resolver} noValidate>
        <GeneratedInputs def={baseDef} mode="edit" />
        {password?.type === 'attribute' && (
          <>
            <Typography variant="h6" component="h2">{translate('resources.users.resetPassword')}</Typography>
            <AttributeInput resource="users" name="password" field={password.field} mode="edit" />
          </>
        )}
        <FormDataConsumer<{ role?: string }>>
          {({ formData }) => (formData.role === 'admin' ? <PermissionGrid disabled={!viewer || !isSuperUser(viewer)} /> : null)}
        </FormDataConsumer>
      </SimpleForm>
    </Edit>
  );
}
