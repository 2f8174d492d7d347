/**
 * Session tokens: HS256 only (pinned, so `alg: none` or an asymmetric algorithm is refused),
 * with `sub`, `iat` and `exp`.
 */
import { SignJWT, jwtVerify } from 'jose';
import { createSecretKey, randomUUID } from 'node:crypto';
import { SESSION_TTL_SECONDS } from '../../domain/constants';

export interface TokenService {
  sign(userId: string): Promise<{ jwt: string; jti: string; expiresAt: Date }>;
  /** The user id of a valid token, or null for anything else. */
  verify(token: string): Promise<string | null>;
}

export function tokenService(secret: string, ttlSeconds = SESSION_TTL_SECONDS): TokenService {
  // A KeyObject made once: jose would otherwise import the raw secret on every verification.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    async sign(userId) {
      const jti = randomUUID();
      const now = Math.floor(Date.now() / 1000);
      const jwt = await new SignJWT({})
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
        return payload.sub ?? null;
      } catch {
        return null;
      }
    },
  };
}
