/**
 * Seed section 2.1: unauthenticated visitors get the sign-up entry screens and any other path
 * leads to the welcome page; signed-in users get every route, and the root sends them on to
 * the step their account still needs. Webinar pages, reached from mails, send a visitor to
 * sign in and back rather than to the welcome page.
 */
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { useSession } from './session/SessionProvider';
import { useSignUp } from './session/SignUpStateProvider';
import { PATHS } from './paths';
import { useT } from './i18n';

export function LoadingText(): React.ReactNode {
  const { t } = useT();
  return (
    <Typography role="status" sx={{ p: 4, textAlign: 'center' }}>
      {t('common.loading')}
    </Typography>
  );
}

/** Routes for signed-in users only; everyone else goes to the welcome page. */
export function RequireSession(): React.ReactNode {
  const session = useSession();
  if (session.loading) return <LoadingText />;
  return session.jwt ? <Outlet /> : <Navigate to={PATHS.welcome} replace />;
}

/** Webinar routes: a signed-out visitor signs in, and sign-in brings them back to this address. */
export function RequireSignIn(): React.ReactNode {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session.loading) return <LoadingText />;
  if (session.jwt) return <Outlet />;
  const query = new URLSearchParams({ redirect: pathname + search });
  return <Navigate to={`${PATHS.signIn}?${query.toString()}`} replace />;
}

/**
 * Join routes keep their token in the sign-up state, so a visitor who signs in (or signs up)
 * in this tab is routed to join book afterwards (seed 4: "with a meeting token goes to join book").
 */
export function RememberMeetingToken(): React.ReactNode {
  const { token } = useParams();
  const { state, update } = useSignUp();
  useEffect(() => {
    if (token && state.meetingToken !== token) update({ meetingToken: token });
  }, [token]);
  return <Outlet />;
}

/** A root route that leads on to its page, keeping the token: join → join book, reschedule → reschedule book. */
export function TokenRedirect({ to }: { to: (token: string) => string }): React.ReactNode {
  const { token = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={to(token) + search} replace />;
}
