/**
 * Existing account (seed sections 2.3 and 4, "after sign-in during sign-up"): the welcome
 * email already has an account, so the visitor signs in here, the email prefilled, and goes on
 * to whatever step their account still needs. A failed sign-in stays with its message.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../layout/usePageTitle';
import { nextStepForViewer } from '../../flow/nextStepForViewer';
import { useSignUp } from '../../session/SignUpStateProvider';
import { PATHS } from '../../paths';
import { useT } from '../../i18n';
import { LoginForm } from '../auth/LoginForm';

export function ContinuePage(): React.ReactNode {
  usePageTitle('auth.continue.pageTitle');
  const { t } = useT();
  const { state } = useSignUp();
  const navigate = useNavigate();
  return (
    <Box>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {t('auth.continue.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('auth.continue.intro')}
      </Typography>
      <LoginForm initialLogin={state.email} onSignedIn={(viewer) => navigate(nextStepForViewer(viewer, state.meetingToken ?? null))} />
      <Box sx={{ mt: 3, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={PATHS.forgotPassword}>
          {t('auth.signIn.forgotPassword')}
        </Link>
        <Link component={RouterLink} to={PATHS.welcome}>
          {t('auth.continue.backToWelcome')}
        </Link>
      </Box>
    </Box>
  );
}
