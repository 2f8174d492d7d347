/**
 * Single sign-on round trip (server/routes/oauth.ts): a button opens the server's authorize URL,
 * which keeps the attempt's state, nonce and PKCE verifier in a cookie only the server reads and
 * checks them when the sign-in page posts the returning code and state. The browser keeps only
 * what the sign-in page needs: which provider's callback to call (the state starts with the
 * provider's name, `google.…`; this tab's remembered start, or Google, the seed's default, when
 * the state names none) and where sign-in should lead (this tab only).
 */
import { isSameSitePath } from './signInDestination';

const KEY = 'registration.oauth';
export const OAUTH_PROVIDER_IDS = ['google', 'microsoft', 'mylogin'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[number];
/** With no provider in the state or remembered, the code is taken to be Google's (the seed's default sign-in). */
export const DEFAULT_OAUTH_PROVIDER: OAuthProviderId = 'google';

interface Started {
  provider: OAuthProviderId;
  redirect: string | null;
}

const isProvider = (v: unknown): v is OAuthProviderId => typeof v === 'string' && (OAUTH_PROVIDER_IDS as readonly string[]).includes(v);

export function rememberOAuthStart(provider: OAuthProviderId, redirect: string | null): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ provider, redirect: isSameSitePath(redirect) ? redirect : null } satisfies Started));
  } catch {
    // Storage disabled: the callback still finds the provider in the state.
  }
}

function takeStarted(): Started | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && isProvider((parsed as Started).provider)) return parsed as Started;
  } catch {
    // Unreadable: treated as nothing remembered.
  }
  return null;
}

export interface OAuthCallback {
  provider: OAuthProviderId;
  redirect: string | null;
}

/** The provider a returning `state` belongs to, and where to go after; forgets the remembered start. */
export function resolveOAuthCallback(state: string | null): OAuthCallback {
  const started = takeStarted();
  const named = state?.split('.')[0];
  const provider = isProvider(named) ? named : (started?.provider ?? DEFAULT_OAUTH_PROVIDER);
  return { provider, redirect: started?.redirect ?? null };
}
