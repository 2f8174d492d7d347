/**
 * `/` and unknown paths: visitors go to the welcome page; signed-in users to the step their
 * account still needs (seed section 4). A step that would lead back to this same path ends at the
 * done page rather than redirecting to itself.
 */
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';
import { useSignUp } from '../session/SignUpStateProvider';
import { LoadingText } from '../RouteGuards';
import { PATHS } from '../paths';
import { nextStepForViewer } from '../flow/nextStepForViewer';

export function RootRedirect(): React.ReactNode {
  const session = useSession();
  const { state } = useSignUp();
  const { pathname } = useLocation();
  if (session.loading) return <LoadingText />;
  if (!session.viewer) return <Navigate to={PATHS.welcome} replace />;
  const next = nextStepForViewer(session.viewer, state.meetingToken ?? null);
  return <Navigate to={next === pathname ? PATHS.done : next} replace />;
}
