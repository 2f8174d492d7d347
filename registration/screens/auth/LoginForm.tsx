/**
 * The email-or-username and password form of the sign-in page and the existing-account step.
 * A failure stays on the form with the status's message (seed section 8, loginErrors.ts);
 * success hands the loaded viewer and token to the caller, which decides where to go.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import * as yup from 'yup';
import type { Viewer } from '../../../authProvider/viewer';
import { tokenStore } from '../../../dataProvider/tokenStore';
import { loginErrorMessage } from '../../../authProvider/loginErrors';
import { notBlank } from '../../forms/rules';
import { useForm } from '../../forms/useForm';
import { FormTextField } from '../../forms/FormTextField';
import { PasswordField } from '../../forms/PasswordField';
import { SubmitButton } from '../../forms/SubmitButton';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { useSession } from '../../session/SessionProvider';
import { useSignUp } from '../../session/SignUpStateProvider';
import { SignInFailure } from './SignInFailure';

export interface LoginFormProps {
  initialLogin?: string | undefined;
  onSignedIn(viewer: Viewer, jwt: string): void;
}

export function LoginForm({ initialLogin, onSignedIn }: LoginFormProps): React.ReactNode {
  const session = useSession();
  const { processing, process } = useSignUp();
  const schema = useMemo(() => yup.object({ login: notBlank(), password: notBlank() }), []);
  const form = useForm({ login: initialLogin ?? '', password: '' }, schema);
  const [failure, setFailure] = useState<string | undefined>();

  async function submit(event: React.FormEvent): Promise<void> {
    event.preventDefault();
    form.markSubmitted();
    if (!form.valid) return;
    setFailure(undefined);
    try {
      const viewer = await process(() => session.signIn(form.values.login.trim(), form.values.password));
      onSignedIn(viewer, tokenStore.get() ?? '');
    } catch (error) {
      // Any failure that is not the server's answer (a viewer that would not load) reads as "check your details".
      setFailure(loginErrorMessage(isApiFailure(error) ? error.status : -1));
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <SignInFailure message={failure} />
      <FormTextField form={form} name="login" label="auth.signIn.login" autoComplete="username" fullWidth margin="normal" />
      <PasswordField form={form} name="password" label="auth.signIn.password" autoComplete="current-password" fullWidth margin="normal" />
      <SubmitButton processing={processing} label="auth.signIn.submit" fullWidth sx={{ mt: 2 }} />
    </Box>
  );
}
