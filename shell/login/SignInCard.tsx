/**
 * Sign-in (seed 2.5): email or username, password, a forgot-password link to the registration
 * app's `/forgot-password` (a plain link: it is another app on the same server), submit. The
 * failure message is announced (role="alert") and tied to both fields. Free of react-admin: the
 * console's LoginPage and the light sign-in screen shown before react-admin loads (shell/boot/)
 * both render it, each with its own translate, language menu and sign-in.
 */
import { useState, type ChangeEvent, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Link, TextField, Typography } from '@mui/material';
import { loginErrorKey } from './loginError';
import { PasswordTextField } from './PasswordTextField';

export const FORGOT_PASSWORD_URL = '/forgot-password';
const ERROR_ID = 'login-error';

/** react-admin's translate signature: `_` is the text when the key has none. */
export type Translate = (key: string, options?: { _?: string; [name: string]: unknown }) => string;

export interface SignInCardProps {
  translate: Translate;
  /** The language menu beside the heading (the language is chosen before signing in too, issue 14). */
  languageMenu: ReactNode;
  /** Resolves once signed in; rejects with the failure (its message an i18n key, see loginError.ts). */
  signIn: (params: { username: string; password: string }) => Promise<unknown>;
  /** A message shown before anything is typed (an auto-logout's reason). */
  initialErrorKey: string | null;
}

export function SignInCard({ translate, languageMenu, signIn, initialErrorKey }: SignInCardProps): ReactElement {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(initialErrorKey);
  const [showBlank, setShowBlank] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    setErrorKey(null);
    // Checked here rather than by the browser so the message is translated like every other.
    if (identifier.trim() === '' || password === '') {
      setShowBlank(true);
      return;
    }
    setSubmitting(true);
    try {
      await signIn({ username: identifier.trim(), password });
    } catch (error) {
      setErrorKey(loginErrorKey(error));
      setSubmitting(false);
    }
  };

  const describedBy = errorKey ? ERROR_ID : undefined;
  const blankText = translate('errors.form.fieldNoBlank');
  const identifierBlank = showBlank && identifier.trim() === '';
  const passwordBlank = showBlank && password === '';
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
            <Typography component="h1" variant="h5" gutterBottom>
              {translate('auth.signIn.title')}
            </Typography>
            {languageMenu}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {translate('auth.signIn.intro')}
          </Typography>
          <Box component="form" onSubmit={submit} noValidate aria-label={translate('auth.signIn.title')}>
            {errorKey && (
              <Alert id={ERROR_ID} severity="error" role="alert" sx={{ mt: 2 }}>
                {translate(errorKey, { _: translate('auth.errors.checkCorrectly') })}
              </Alert>
            )}
            <TextField
              id="login-identifier"
              name="username"
              label={translate('auth.signIn.identifier')}
              autoComplete="username"
              value={identifier}
              onChange={(e: ChangeEvent<HTMLInputElement>) => setIdentifier(e.target.value)}
              disabled={submitting}
              required
              error={identifierBlank}
              helperText={identifierBlank ? blankText : undefined}
              fullWidth
              margin="normal"
              slotProps={{ htmlInput: describedBy ? { 'aria-describedby': describedBy } : {} }}
            />
            <PasswordTextField
              id="login-password"
              label={translate('auth.signIn.password')}
              value={password}
              onChange={setPassword}
              showLabel={translate('fields.showPassword')}
              hideLabel={translate('fields.hidePassword')}
              disabled={submitting}
              describedBy={describedBy}
              errorText={passwordBlank ? blankText : undefined}
            />
            <Box sx={{ my: 1 }}>
              <Link href={FORGOT_PASSWORD_URL}>{translate('auth.signIn.forgotPassword')}</Link>
            </Box>
            <Button type="submit" variant="contained" fullWidth disabled={submitting} sx={{ mt: 2 }}>
              {translate(submitting ? 'auth.signIn.submitting' : 'auth.signIn.submit')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
