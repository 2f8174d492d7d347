/**
 * Single sign-on round trip (server/routes/oauth.ts): the server puts a random `state` in each
 * provider's authorize_url and leaves checking it to the browser. Before leaving for the
 * provider we remember (this tab only) which provider that state belongs to and where sign-in
 * should lead; on the way back `/sign-in?code=…&state=…` must bring the same state, so a code
 * planted by someone else's link is not signed in with.
 */
import { isSameSitePath } from './signInDestination';

const KEY = 'registration.oauth';
export const OAUTH_PROVIDER_IDS = ['google', 'microsoft', 'mylogin'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[number];
/** With no state in the address, the code is taken to be Google's (the seed's default sign-in). */
export const DEFAULT_OAUTH_PROVIDER: OAuthProviderId = 'google';

interface Started {
  provider: OAuthProviderId;
  state: string | null;
  redirect: string | null;
}

const isProvider = (v: unknown): v is OAuthProviderId => typeof v === 'string' && (OAUTH_PROVIDER_IDS as readonly string[]).includes(v);

export function rememberOAuthStart(provider: OAuthProviderId, authorizeUrl: string, redirect: string | null): void {
  let state: string | null = null;
  try {
    state = new URL(authorizeUrl).searchParams.get('state');
  } catch {
    // Not an absolute address: no state to keep.
  }
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ provider, state, redirect: isSameSitePath(redirect) ? redirect : null } satisfies Started));
  } catch {
    // Storage disabled: the callback falls back to the state in the address.
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

export type OAuthCallback = { provider: OAuthProviderId; redirect: string | null } | { mismatch: true };

/** The provider a returning `state` belongs to; forgets the remembered start either way. */
export function resolveOAuthCallback(state: string | null): OAuthCallback {
  const started = takeStarted();
  if (started) {
    if (started.state !== null && started.state !== state) return { mismatch: true };
    return { provider: started.provider, redirect: started.redirect };
  }
  if (state === null || state === '') return { provider: DEFAULT_OAUTH_PROVIDER, redirect: null };
  // A state naming a provider (a server that sets it so); any other state was not started here.
  return isProvider(state) ? { provider: state, redirect: null } : { mismatch: true };
}
