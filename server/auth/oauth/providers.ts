/**
 * Single sign-on providers (seed 2.5, 7: Google, Microsoft, the MyLogin school provider), each
 * enabled by its own environment variables. Endpoints are the provider's published ones; when
 * <PROVIDER>_ISSUER_URL is set (another tenant, or a local fake in tests) they come from that
 * issuer's OpenID discovery document instead.
 */
export const OAUTH_PROVIDERS = ['google', 'microsoft', 'mylogin'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  /** Issuer whose /.well-known/openid-configuration names the endpoints. */
  issuerUrl?: string;
}

export type OAuthConfig = Partial<Record<OAuthProviderId, OAuthProviderConfig>>;

export interface ProviderEndpoints {
  /** Expected `iss`; `{tenantid}` is filled from the token's `tid` (Microsoft's multi-tenant issuer). */
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
}

/** Published endpoints, used without a discovery round trip; undefined means "discover". */
export const KNOWN_ENDPOINTS: Record<OAuthProviderId, ProviderEndpoints | undefined> = {
  google: {
    issuer: 'https://accounts.google.com',
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
  },
  microsoft: {
    issuer: 'https://login.microsoftonline.com/{tenantid}/v2.0',
    authorizationEndpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenEndpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    jwksUri: 'https://login.microsoftonline.com/common/discovery/v2.0/keys',
  },
  mylogin: undefined,
};

export const DEFAULT_ISSUERS: Record<OAuthProviderId, string> = {
  google: 'https://accounts.google.com',
  microsoft: 'https://login.microsoftonline.com/common/v2.0',
  mylogin: 'https://app.mylogin.com',
};

/** Reads GOOGLE_CLIENT_ID / _CLIENT_SECRET / _ISSUER_URL and the same for MICROSOFT_ and MYLOGIN_. */
export function oauthConfigFromEnv(env: NodeJS.ProcessEnv): OAuthConfig {
  const config: OAuthConfig = {};
  for (const id of OAUTH_PROVIDERS) {
    const prefix = id.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    const issuerUrl = env[`${prefix}_ISSUER_URL`];
    if (clientId && clientSecret) config[id] = { clientId, clientSecret, ...(issuerUrl ? { issuerUrl } : {}) };
  }
  return config;
}

export function isProvider(name: string): name is OAuthProviderId {
  return (OAUTH_PROVIDERS as readonly string[]).includes(name);
}
