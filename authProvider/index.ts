export { createAuthProvider, VIEWER_INCLUDE, AUTO_LOGOUT_MESSAGE, type AuthProviderOptions, type AuthRejection, type EduAuthProvider, type LoginParams } from './createAuthProvider';
export { canAccessWith, operationOf, type AccessQuery } from './canAccess';
export { reachesResourceScreens } from './screenReach';
export { consumeJwtFromUrl, type HistoryLike, type LocationLike, type TokenSink } from './consumeJwtFromUrl';
export { decodeJwtPayload, isJwtLive, jwtExpiresAt } from './jwt';
export { loginErrorMessage, CHECK_CORRECTLY_MESSAGE } from './loginErrors';
export { tokenStore, TOKEN_KEY } from '../dataProvider/tokenStore';
export { createSession, type Session } from './session';
export { normaliseViewer, isAdminViewer, shouldAutoLogout, viewerFacts, type Viewer, type ViewerType } from './viewer';
