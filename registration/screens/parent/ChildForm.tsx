/**
 * One child of the children form: a fieldset with its heading, the seven fields (errors tied to
 * each field by FormTextField) and, for every child but the first, a remove button. A child the
 * server already created shows as created instead, so the parent sees it will not be sent again.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { FormTextField } from '../../forms/FormTextField';
import { PasswordField } from '../../forms/PasswordField';
import { memo, useMemo } from 'react';
import type { FieldErrors } from '../../forms/useForm';
import { useT } from '../../i18n';
import type { ChildField } from './childrenForm';
import { childFormState, type ChildActions, type ChildEntry } from './useChildrenForm';

interface ChildFormProps {
  entry: ChildEntry;
  number: number;
  errors: FieldErrors;
  submitted: boolean;
  removable: boolean;
  actions: ChildActions;
}

const label = (field: ChildField): string => `family.children.fields.${field}`;

/** Re-render only when this child's entry, errors or place changed (typing in one form leaves the others alone). */
function sameProps(a: ChildFormProps, b: ChildFormProps): boolean {
  return (
    a.entry === b.entry &&
    a.number === b.number &&
    a.submitted === b.submitted &&
    a.removable === b.removable &&
    a.actions === b.actions &&
    JSON.stringify(a.errors) === JSON.stringify(b.errors)
  );
}

export const ChildForm = memo(function ChildForm({ entry, number, errors, submitted, removable, actions }: ChildFormProps): React.ReactNode {
  const { t } = useT();
  const form = useMemo(() => childFormState(entry, errors, submitted, actions), [entry, errors, submitted, actions]);
  const headingId = `child-${entry.key}-heading`;
  const id = (field: ChildField): string => `child-${entry.key}-${field}`;
  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2, sm: 3 }, m: 0, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" id={headingId} sx={{ flex: 1 }}>
          {t('family.children.childHeading', { number })}
        </Typography>
        {removable && entry.createdId === undefined && (
          <Button color="secondary" startIcon={<DeleteOutline />} onClick={() => actions.remove(entry.key)}>
            {t('family.children.remove', { number })}
          </Button>
        )}
      </Box>
      {entry.createdId !== undefined ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          <strong>{t('family.children.created')}</strong>
          {': '}
          {t('family.children.createdDetail', { name: entry.values.firstName.trim(), username: entry.values.username.trim() })}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField form={form} name="firstName" id={id('firstName')} label={label('firstName')} required autoComplete="off" />
          <FormTextField form={form} name="lastName" id={id('lastName')} label={label('lastName')} autoComplete="off" />
          <FormTextField form={form} name="age" id={id('age')} label={label('age')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <FormTextField form={form} name="nickname" id={id('nickname')} label={label('nickname')} autoComplete="off" />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField form={form} name="username" id={id('username')} label={label('username')} required autoComplete="off" />
          </Box>
          <PasswordField form={form} name="password" id={id('password')} label={label('password')} required />
          <PasswordField form={form} name="passwordConfirmation" id={id('passwordConfirmation')} label={label('passwordConfirmation')} required />
        </Box>
      )}
    </Box>
  );
}, sameProps);
