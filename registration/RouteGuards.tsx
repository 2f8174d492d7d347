/**
 * Seed section 2.1: unauthenticated visitors get the sign-up entry screens and any other path
 * leads to the welcome page; signed-in users get every route, and the root sends them on to
 * the step their account still needs.
 */
import { Navigate, Outlet } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { useSession } from './session/SessionProvider';
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
