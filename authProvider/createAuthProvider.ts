/**
 * Bearer-token authProvider: signs in with `POST /user/tokens`, loads the viewer from `GET /user`
 * once per session, and answers react-admin's auth questions from it. See README.md.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { createSend, type TransportOptions } from '../dataProvider/http';
import { httpError } from '../dataProvider/errors';
import { canAccessWith, type AccessQuery } from './canAccess';
import { consumeJwtFromUrl, type HistoryLike, type LocationLike } from './consumeJwtFromUrl';
import { AUTO_LOGOUT_MESSAGE, AUTO_LOGOUT_REASON } from './autoLogout';
import { requestToken, statusOf, type LoginParams } from './signIn';
import { createSession, type Session } from './session';
import { tokenStore } from '../dataProvider/tokenStore';
import { shouldAutoLogout, type Viewer } from './viewer';

export { VIEWER_INCLUDE } from './session';
export { AUTO_LOGOUT_MESSAGE, AUTO_LOGOUT_REASON };
export type { LoginParams };

export interface AuthProviderOptions extends Omit<TransportOptions, 'getToken'> {
  /** Where logout sends the browser: the console's login route. */
  loginPath?: string;
  /** Where a `jwt` query parameter is looked for; defaults to the window's, absent in Node. */
  location?: LocationLike;
  history?: HistoryLike;
  now?: () => number;
}

/** What checkAuth/checkError reject with: react-admin reads `message` (false = silent) and `logoutUser`. */
export interface AuthRejection {
  message: string | false;
  logoutUser?: boolean;
}

export interface EduAuthProvider extends AuthProvider {
  /** The cached viewer (loads it on first call); for pages that need more than getPermissions. */
  getViewer(): Promise<Viewer>;
  /** Loads the viewer again (their profile changed: name, photo, language); react-admin's refresh then re-reads it. */
  reloadViewer(): Promise<Viewer>;
}

/** Seed section 4: the viewer loads when a token exists; failure or an expired trial logs out. */
async function checkSession(session: Session): Promise<void> {
  if (session.liveToken() === null) {
    const hadToken = tokenStore.get() !== null;
    session.end();
    // No token is an ordinary first visit: go to login without an error toast.
    throw { message: hadToken ? 'ra.auth.auth_check_error' : false } satisfies AuthRejection;
  }
  let viewer: Viewer;
  try {
    viewer = await session.getViewer();
  } catch (error) {
    // Offline is not a failed sign-in: keep the session, the pages show "no connection".
    if (statusOf(error) === 0) return;
    session.end();
    throw { message: 'ra.auth.auth_check_error' } satisfies AuthRejection;
  }
  if (shouldAutoLogout(viewer)) {
    session.end();
    throw { message: AUTO_LOGOUT_MESSAGE } satisfies AuthRejection;
  }
}

function identityOf(viewer: Viewer): UserIdentity {
  const fullName = [viewer.firstName, viewer.lastName].filter((n) => n !== null && n !== '').join(' ');
  const avatar = viewer.record.avatarUrl ?? viewer.record.avatar;
  return {
    id: viewer.id,
    fullName: fullName === '' ? (viewer.email ?? viewer.id) : fullName,
    email: viewer.email,
    ...(typeof avatar === 'string' && avatar !== '' ? { avatar } : {}),
  };
}

export function createAuthProvider(options: AuthProviderOptions = {}): EduAuthProvider {
  const now = options.now ?? Date.now;
  const send = createSend({ ...options, getToken: tokenStore.get });
  const session = createSession(send, now);
  const location = options.location ?? (typeof window === 'undefined' ? undefined : window.location);
  const history = options.history ?? (typeof window === 'undefined' ? undefined : window.history);
  if (location && history) consumeJwtFromUrl(location, history, now());
  // Set by an auto-logout, read once by the logout that follows it (react-admin calls logout after
  // a refused checkAuth and goes where logout answers).
  let logoutReason: string | null = null;
  const viewerOrNull = (): Promise<Viewer | null> =>
    session.liveToken() === null ? Promise.resolve(null) : session.getViewer().catch(() => null);

  return {
    getViewer: () => session.getViewer(),
    reloadViewer() {
      session.forgetViewer();
      return session.getViewer();
    },
    async login(params: LoginParams) {
      session.end();
      tokenStore.set(await requestToken(send, params, (message, status, errors) => httpError(message, status, {}, errors)));
    },
    async logout() {
      session.end();
      const path = options.loginPath ?? '/login';
      const reason = logoutReason;
      logoutReason = null;
      return reason ? `${path}?reason=${reason}` : path;
    },
    async checkAuth() {
      try {
        await checkSession(session);
      } catch (rejection) {
        logoutReason = (rejection as AuthRejection).message === AUTO_LOGOUT_MESSAGE ? AUTO_LOGOUT_REASON : null;
        throw rejection;
      }
    },
    async checkError(error: unknown) {
      // 401: the token is dead, sign out. 403 is resolved on purpose: rejecting would make
      // react-admin swallow the error and resolve the call with empty data (useDataProvider),
      // so a refused save would look like a success. Resolved, the caller shows error.message.
      if (statusOf(error) === 401) {
        session.end();
        throw { message: 'ra.notification.logged_out', logoutUser: true } satisfies AuthRejection;
      }
    },
    getIdentity: async () => identityOf(await session.getViewer()),
    getPermissions: () => viewerOrNull(),
    async canAccess(params: AccessQuery) {
      const viewer = await viewerOrNull();
      return viewer !== null && canAccessWith(viewer, params);
    },
  };
}
