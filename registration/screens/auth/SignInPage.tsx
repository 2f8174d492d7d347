/**
 * Sign-in (seed section 2.5) in the login layout: email or username and password, the
 * forgot-password link, single sign-on buttons for configured providers, and the ways to sign
 * up: a school's (the welcome page) and a parent's. After sign-in it goes to the `redirect` query
 * when that is a path of this site, else into the shell with the token. The address may also carry
 * a single sign-on `code` (signed in at once) or a `confirmation_token` from the sign-up email.
 */
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import School from '@mui/icons-material/School';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../layout/usePageTitle';
import { FormMessage } from '../../forms/FormMessage';
import { useMessage } from '../../forms/useMessage';
import { PATHS } from '../../paths';
import { useT } from '../../i18n';
import { LoginForm } from './LoginForm';
import { SsoButtons } from './SsoButtons';
import { SignInFailure } from './SignInFailure';
import { AuthHeading } from './AuthHeading';
import { signInDestination } from './signInDestination';
import { leaveApp } from './leaveApp';
import { useSsoCallback } from './useSsoCallback';
import { useEmailConfirmation } from './useEmailConfirmation';

function ConfirmationNote({ token }: { token: string | null }): React.ReactNode {
  const { t } = useT();
  const message = useMessage();
  const confirmation = useEmailConfirmation(token);
  if (confirmation.status === 'confirming') return <FormMessage severity="info">{t('auth.signIn.confirming')}</FormMessage>;
  if (confirmation.status === 'confirmed') return <FormMessage severity="success">{t('auth.signIn.emailConfirmed')}</FormMessage>;
  if (confirmation.status === 'failed') return <FormMessage>{message(confirmation.message)}</FormMessage>;
  return null;
}

export function SignInPage(): React.ReactNode {
  usePageTitle('auth.signIn.pageTitle');
  const { t } = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const redirect = params.get('redirect');

  const go = (jwt: string, target: string | null): void => {
    const destination = signInDestination(target, jwt);
    if ('route' in destination) navigate(destination.route, { replace: true });
    else leaveApp(destination.leave);
  };
  const sso = useSsoCallback({ code: params.get('code'), state: params.get('state'), iss: params.get('iss') }, go);
  const spentCode = sso.status === 'failed' && params.has('code');
  useEffect(() => {
    // A refused code is spent: drop it from the address so a reload does not send it again.
    if (!spentCode) return;
    const next = new URLSearchParams(params);
    next.delete('code');
    next.delete('state');
    next.delete('iss');
    setParams(next, { replace: true });
  }, [spentCode]);

  return (
    <Box>
      <AuthHeading title={t('auth.signIn.title')} intro={t('auth.signIn.intro')} />
      <ConfirmationNote token={params.get('confirmation_token')} />
      {sso.status === 'signingIn' && <FormMessage severity="info">{t('auth.signIn.signingInWith')}</FormMessage>}
      {sso.status === 'failed' && <SignInFailure message={sso.message} />}
      <LoginForm onSignedIn={(_viewer, jwt) => go(jwt, redirect)} />
      <Typography sx={{ mt: 2 }}>
        <Link component={RouterLink} to={PATHS.forgotPassword}>
          {t('auth.signIn.forgotPassword')}
        </Link>
      </Typography>
      <SsoButtons redirect={redirect} />
      {/*
        The seed offers this to English visitors only, when sign-up existed in English only. Every
        language of this app now has the whole sign-up (issue 14), so every visitor may sign up.
        Schools start on the welcome page (an organisation address); parents have their own way
        in with any address (issue 25).
      */}
      <Box component="section" aria-labelledby="sign-in-no-account" sx={{ mt: 4, display: 'grid', gap: 1.5 }}>
        <Typography id="sign-in-no-account" component="h2" variant="body1" sx={{ fontWeight: 600 }}>
          {t('auth.signIn.noAccount')}
        </Typography>
        <Button variant="outlined" fullWidth component={RouterLink} to={PATHS.welcome} startIcon={<School aria-hidden />}>
          {t('auth.signIn.schoolSignUp')}
        </Button>
        <Button variant="outlined" fullWidth component={RouterLink} to={PATHS.parentResources} startIcon={<FamilyRestroom aria-hidden />}>
          {t('auth.signIn.parentSignUp')}
        </Button>
      </Box>
    </Box>
  );
}
