/**
 * Session tokens: HS256 only (pinned, so `alg: none` or an asymmetric algorithm is refused),
 * with `sub`, `iat`, `exp` and `ver`, the user's token version when it was signed: a password
 * change or reset bumps the version, which ends every session signed before (auth/viewer.ts).
 */
import { SignJWT, jwtVerify } from 'jose';
import { createSecretKey, randomUUID } from 'node:crypto';
import { SESSION_TTL_SECONDS } from '../../domain/constants';

export interface TokenClaims {
  userId: string;
  /** The user's token version at signing; tokens without `ver` are version 0. */
  version: number;
}

export interface TokenService {
  sign(userId: string, version?: number): Promise<{ jwt: string; jti: string; expiresAt: Date }>;
  /** The claims of a valid token, or null for anything else. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function tokenService(secret: string, ttlSeconds = SESSION_TTL_SECONDS): TokenService {
  // A KeyObject made once: jose would otherwise import the raw secret on every verification.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    async sign(userId, version = 0) {
      const jti = randomUUID();
      const now = Math.floor(Date.now() / 1000);
      const jwt = await new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(jti)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
      return { jwt, jti, expiresAt: new Date((now + ttlSeconds) * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
        const version = payload.ver ?? 0;
        if (!payload.sub || !Number.isInteger(version)) return null;
        return { userId: payload.sub, version: version as number };
      } catch {
        return null;
      }
    },
  };
}
