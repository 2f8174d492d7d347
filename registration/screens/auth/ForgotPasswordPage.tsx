/**
 * Forgot password (seed sections 2.5 and 4): the account's email and a reset button; once the
 * request is accepted the form gives way to the "email sent" view. A link leads back to sign-in.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import * as yup from 'yup';
import { normaliseEmail } from '../../../resources/kit/validation';
import { requestPasswordReset } from '../../api/accounts';
import { emailRule } from '../../forms/rules';
import { useForm } from '../../forms/useForm';
import { FormTextField } from '../../forms/FormTextField';
import { SubmitButton } from '../../forms/SubmitButton';
import { FormMessage } from '../../forms/FormMessage';
import { useMessage } from '../../forms/useMessage';
import { usePageTitle } from '../../layout/usePageTitle';
import { useSignUp } from '../../session/SignUpStateProvider';
import { PATHS } from '../../paths';
import { useT } from '../../i18n';
import { AuthHeading } from './AuthHeading';
import { failureMessage } from './failureMessage';

function BackToSignIn(): React.ReactNode {
  const { t } = useT();
  return (
    <Typography sx={{ mt: 3 }}>
      <Link component={RouterLink} to={PATHS.signIn}>
        {t('auth.forgot.backToSignIn')}
      </Link>
    </Typography>
  );
}

export function ForgotPasswordPage(): React.ReactNode {
  usePageTitle('auth.forgot.pageTitle');
  const { t } = useT();
  const message = useMessage();
  const { processing, process } = useSignUp();
  const schema = useMemo(() => yup.object({ email: emailRule('any') }), []);
  const form = useForm({ email: '' }, schema);
  const [sent, setSent] = useState(false);

  async function submit(event: React.FormEvent): Promise<void> {
    event.preventDefault();
    form.markSubmitted();
    if (!form.valid) return;
    try {
      await process(() => requestPasswordReset(normaliseEmail(form.values.email)));
      setSent(true);
    } catch (error) {
      form.setSubmitErrors({}, failureMessage(error));
    }
  }

  if (sent) {
    return (
      <Box role="status">
        <AuthHeading title={t('auth.forgot.sentTitle')} intro={t('auth.forgot.sent')} />
        <BackToSignIn />
      </Box>
    );
  }
  return (
    <Box>
      <AuthHeading title={t('auth.forgot.title')} intro={t('auth.forgot.intro')} />
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <FormMessage>{message(form.submitMessage)}</FormMessage>
        <FormTextField form={form} name="email" label="auth.forgot.email" type="email" autoComplete="email" normalise={normaliseEmail} fullWidth margin="normal" />
        <SubmitButton processing={processing} label="auth.forgot.submit" fullWidth sx={{ mt: 2 }} />
      </Box>
      <BackToSignIn />
    </Box>
  );
}
