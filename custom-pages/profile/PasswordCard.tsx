/**
 * Change password, with the current one: the server checks it (`current_password`, 422
 * `currentPasswordInvalid` on that field) and ends the person's other sessions; this tab keeps
 * its own with the fresh token the answer carries (dataProvider/transport.ts).
 */
import { useMemo, useState, type ReactElement } from 'react';
import { Form, PasswordInput, SaveButton, type RaRecord } from 'react-admin';
import { currentPasswordKey, type ViewerFacts } from '../../resources/kit';
import { kitResolver, type FormResolver } from '../../shell/generator/kitResolver';
import { profileChanges, USERS_DEF } from './profileFields';
import { ProfileCard } from './ProfileCard';
import { useProfileSave } from './useProfileSave';

const CURRENT = currentPasswordKey('password');
const KEYS = ['password', 'passwordConfirmation', CURRENT] as const;
const REQUIRED = { type: 'required', message: 'ra.validation.required' };

/** The kit's bounds and confirmation, and both the current and the new password asked for. */
function passwordResolver(): FormResolver {
  const kit = kitResolver(USERS_DEF, 'edit', new Set(KEYS));
  return async (values, context, options) => {
    const result = await kit(values, context, options);
    const blank = (key: string): boolean => typeof values[key] !== 'string' || values[key] === '';
    const missing = Object.fromEntries([CURRENT, 'password'].filter(blank).map((key) => [key, REQUIRED]));
    const errors = { ...missing, ...result.errors };
    return Object.keys(errors).length === 0 ? result : { values: {}, errors };
  };
}

export interface PasswordCardProps {
  record: RaRecord;
  viewer: ViewerFacts | undefined;
}

export function PasswordCard({ record, viewer }: PasswordCardProps): ReactElement {
  const save = useProfileSave(record);
  const resolver = useMemo(passwordResolver, []);
  // A new form after each change, so no password stays typed in the page.
  const [round, setRound] = useState(0);
  const blank = useMemo(() => ({ id: record.id }), [record.id]);
  const submit = async (values: Record<string, unknown>) => {
    const errors = await save(profileChanges(viewer, record, values, KEYS), { savedMessage: 'profile.password.changed' });
    if (!errors) setRound((n) => n + 1);
    return errors;
  };
  return (
    <ProfileCard id="password" titleKey="profile.password.title">
      <Form key={round} record={blank} resolver={resolver} noValidate onSubmit={submit}>
        <PasswordInput source={CURRENT} label="profile.password.current" autoComplete="current-password" fullWidth />
        <PasswordInput source="password" label="profile.password.new" autoComplete="new-password" fullWidth />
        <PasswordInput source="passwordConfirmation" label="profile.password.confirm" autoComplete="new-password" fullWidth />
        <SaveButton label="profile.password.submit" />
      </Form>
    </ProfileCard>
  );
}
