/**
 * The way back from a single sign-on provider (seed section 2.5: "a code query parameter
 * triggers a single-sign-on login"): hand code and state to the server, which checks them
 * against the attempt it started (server/routes/oauth.ts) and answers with a token; adopt it,
 * then go where sign-in goes. A code is used once, even under StrictMode's double effects.
 */
import { useEffect, useRef, useState } from 'react';
import { oauthSignIn, type OAuthReturn } from '../../api/services';
import { useSession } from '../../session/SessionProvider';
import { useSignUp } from '../../session/SignUpStateProvider';
import { resolveOAuthCallback } from './oauthState';
import { failureMessage } from './failureMessage';

export type SsoCallbackState = { status: 'none' | 'signingIn' } | { status: 'failed'; message: string };

/** `back` is the address's `code`, `state` and `iss`; no code, nothing to do. */
export function useSsoCallback(back: { code: string | null } & Omit<OAuthReturn, 'code'>, onSignedIn: (jwt: string, redirect: string | null) => void): SsoCallbackState {
  const session = useSession();
  const { process } = useSignUp();
  const { code } = back;
  const [result, setResult] = useState<SsoCallbackState>({ status: code ? 'signingIn' : 'none' });
  const used = useRef<string | null>(null);

  useEffect(() => {
    if (!code || used.current === code) return;
    used.current = code;
    const resolved = resolveOAuthCallback(back.state);
    process(async () => {
      const jwt = await oauthSignIn(resolved.provider, { ...back, code }, `${window.location.origin}/sign-in`);
      await session.signInWithToken(jwt);
      onSignedIn(jwt, resolved.redirect);
    }).catch((error: unknown) => setResult({ status: 'failed', message: failureMessage(error) }));
    // The code in the address is the only trigger.
  }, [code]);

  return result;
}
