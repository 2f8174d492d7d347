/**
 * Change password (seed sections 2.5 and 4), reached from the reset email with `reset_token`:
 * a new password and its confirmation. "Password changed" shows only when the server accepts
 * it; a refused or missing token shows why with a link to ask for a new one.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { resetPassword } from '../../api/accounts';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { confirmationRule, passwordRule } from '../../forms/rules';
import { useForm } from '../../forms/useForm';
import { PasswordField } from '../../forms/PasswordField';
import { SubmitButton } from '../../forms/SubmitButton';
import { FormMessage } from '../../forms/FormMessage';
import { useMessage } from '../../forms/useMessage';
import { usePageTitle } from '../../layout/usePageTitle';
import { useSignUp } from '../../session/SignUpStateProvider';
import { PATHS } from '../../paths';
import { useT } from '../../i18n';
import { AuthHeading } from './AuthHeading';
import { failureMessage } from './failureMessage';

const INVALID_TOKEN = 'errors.api.invalidResetToken';

function RouteLink({ to, label }: { to: string; label: string }): React.ReactNode {
  const { t } = useT();
  return (
    <Typography sx={{ mt: 3 }}>
      <Link component={RouterLink} to={to}>
        {t(label)}
      </Link>
    </Typography>
  );
}

function InvalidToken(): React.ReactNode {
  const { t } = useT();
  return (
    <Box>
      <AuthHeading title={t('auth.change.title')} />
      <FormMessage>{t(INVALID_TOKEN)}</FormMessage>
      <RouteLink to={PATHS.forgotPassword} label="auth.change.requestNewLink" />
    </Box>
  );
}

function ChangePasswordForm({ token, onInvalidToken, onChanged }: { token: string; onInvalidToken(): void; onChanged(): void }): React.ReactNode {
  const { t } = useT();
  const message = useMessage();
  const { processing, process } = useSignUp();
  const schema = useMemo(() => yup.object({ password: passwordRule(), confirmPassword: confirmationRule() }), []);
  const form = useForm({ password: '', confirmPassword: '' }, schema);

  async function submit(event: React.FormEvent): Promise<void> {
    event.preventDefault();
    form.markSubmitted();
    if (!form.valid) return;
    try {
      await process(() => resetPassword(token, form.values.password, form.values.confirmPassword));
      onChanged();
    } catch (error) {
      if (isApiFailure(error) && error.identifier === 'invalidResetToken') return onInvalidToken();
      const fields = isApiFailure(error) ? error.fields : {};
      const { password, passwordConfirmation } = fields;
      form.setSubmitErrors({ ...(password ? { password } : {}), ...(passwordConfirmation ? { confirmPassword: passwordConfirmation } : {}) }, failureMessage(error));
    }
  }

  return (
    <Box>
      <AuthHeading title={t('auth.change.title')} />
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <FormMessage>{message(form.submitMessage)}</FormMessage>
        <PasswordField form={form} name="password" label="auth.change.password" fullWidth margin="normal" />
        <PasswordField form={form} name="confirmPassword" label="auth.change.confirmPassword" fullWidth margin="normal" />
        <SubmitButton processing={processing} label="auth.change.submit" fullWidth sx={{ mt: 2 }} />
      </Box>
      <RouteLink to={PATHS.forgotPassword} label="auth.change.requestNewLink" />
    </Box>
  );
}

export function ChangePasswordPage(): React.ReactNode {
  usePageTitle('auth.change.pageTitle');
  const { t } = useT();
  const [params] = useSearchParams();
  const token = params.get('reset_token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<'form' | 'changed' | 'invalid'>('form');

  if (token === '' || outcome === 'invalid') return <InvalidToken />;
  if (outcome === 'changed') {
    return (
      <Box role="status">
        <AuthHeading title={t('auth.change.changedTitle')} intro={t('auth.change.changed')} />
        <RouteLink to={PATHS.signIn} label="auth.change.signIn" />
      </Box>
    );
  }
  return <ChangePasswordForm token={token} onInvalidToken={() => setOutcome('invalid')} onChanged={() => setOutcome('changed')} />;
}
