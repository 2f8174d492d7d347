/**
 * Single sign-on providers (seed 2.5, 7: Google, Microsoft, the MyLogin school provider), each
 * enabled by its own environment variables. All three are OpenID Connect providers: their
 * endpoints come from the issuer's discovery document (the provider's own issuer, or
 * <PROVIDER>_ISSUER_URL for another tenant, or a local fake in tests).
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

/** Microsoft's `common` issuer is multi-tenant: openid-client checks `iss` against the token's `tid`. */
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
