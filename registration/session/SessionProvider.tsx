/**
 * The registration app's session (seed section 4 "Authentication" and "Auth request"): the
 * stored token (shared with the shell under localStorage `jwt`), the viewer loaded for it, and
 * sign-in / sign-out. A `jwt` in the address is taken on load; a viewer that fails to load
 * logs the visitor out.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { consumeJwtFromUrl } from '../../authProvider/consumeJwtFromUrl';
import { isJwtLive } from '../../authProvider/jwt';
import { tokenStore } from '../../dataProvider/tokenStore';
import type { Viewer } from '../../authProvider/viewer';
import { loadViewer, signIn as requestToken } from '../api/accounts';

export interface SessionValue {
  /** The live token, or null when signed out. */
  jwt: string | null;
  viewer: Viewer | null;
  /** True while a stored token's viewer is being loaded. */
  loading: boolean;
  signIn(login: string, password: string): Promise<Viewer>;
  /** Adopt a token obtained elsewhere (single sign-on). */
  signInWithToken(jwt: string): Promise<Viewer>;
  signOut(): void;
  refreshViewer(): Promise<Viewer | null>;
}

const SessionContext = createContext<SessionValue | null>(null);

function liveStoredToken(): string | null {
  const token = tokenStore.get();
  return token !== null && isJwtLive(token) ? token : null;
}

export function SessionProvider({ children }: { children: ReactNode }): ReactNode {
  const [jwt, setJwt] = useState<string | null>(() => {
    if (typeof window !== 'undefined') consumeJwtFromUrl(window.location, window.history);
    return liveStoredToken();
  });
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [loading, setLoading] = useState(jwt !== null);

  const signOut = useCallback(() => {
    tokenStore.clear();
    setJwt(null);
    setViewer(null);
    setLoading(false);
  }, []);

  const adopt = useCallback(
    async (token: string): Promise<Viewer> => {
      tokenStore.set(token);
      setJwt(token);
      setLoading(true);
      try {
        const loaded = await loadViewer();
        setViewer(loaded);
        return loaded;
      } catch (error) {
        signOut();
        throw error;
      } finally {
        setLoading(false);
      }
    },
    [signOut],
  );

  useEffect(() => {
    // Rehydration: a stored token loads its viewer; failure logs out (seed section 4).
    if (jwt !== null && viewer === null) adopt(jwt).catch(() => undefined);
    // Only on start: later tokens are adopted by the sign-in calls themselves.
  }, []);

  const value = useMemo<SessionValue>(
    () => ({
      jwt,
      viewer,
      loading,
      signIn: async (login, password) => adopt(await requestToken(login, password)),
      signInWithToken: adopt,
      signOut,
      // The stored token, not this render's: a sign-in earlier in the same handler has not re-rendered yet.
      refreshViewer: async () => {
        const token = liveStoredToken();
        return token ? adopt(token) : null;
      },
    }),
    [jwt, viewer, loading, adopt, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
