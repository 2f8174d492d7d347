/**
 * The signed-in session: the stored token and the viewer loaded for it. The viewer is fetched
 * once per token (a login, or a token written by another tab, invalidates it), concurrent
 * callers share one request, and a failed load is not cached so the next question retries.
 */
import type { Send } from '../dataProvider/http';
import { httpError } from '../dataProvider/errors';
import { isJwtLive } from './jwt';
import { tokenStore } from '../dataProvider/tokenStore';
import { normaliseViewer, VIEWER_INCLUDE, type Viewer } from './viewer';

export { VIEWER_INCLUDE } from './viewer';

export interface Session {
  /** The stored token if its `exp` is still ahead, else null. */
  liveToken(): string | null;
  getViewer(): Promise<Viewer>;
  /** Forget the loaded viewer but keep the token: the next question loads it again (after a profile save). */
  forgetViewer(): void;
  /** Forget token and viewer: logout, a dead token, a new sign-in. */
  end(): void;
}

export function createSession(send: Send, now: () => number): Session {
  let cache: { token: string; viewer: Promise<Viewer> } | undefined;

  const liveToken = (): string | null => {
    const token = tokenStore.get();
    return token !== null && isJwtLive(token, now()) ? token : null;
  };

  const load = (token: string): Promise<Viewer> => {
    const viewer = send({ method: 'GET', path: `/user?include=${VIEWER_INCLUDE}` }).then(({ doc }) => normaliseViewer(doc));
    viewer.catch(() => {
      if (cache?.viewer === viewer) cache = undefined;
    });
    cache = { token, viewer };
    return viewer;
  };

  return {
    liveToken,
    getViewer() {
      const token = liveToken();
      if (token === null) return Promise.reject(httpError('errors.api.unauthenticated', 401));
      return cache?.token === token ? cache.viewer : load(token);
    },
    forgetViewer() {
      cache = undefined;
    },
    end() {
      tokenStore.clear();
      cache = undefined;
    },
  };
}
