/**
 * Reads a JWT's claims without verifying it: the server verifies every request, the console only
 * needs `exp` to avoid sending a token it knows is dead and to drop expired ones from the address.
 */
import { isObject } from '../dataProvider/types';

export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (token.split('.').length !== 3 || !part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isObject(payload) ? payload : null;
  } catch {
    return null;
  }
}

/** Expiry in epoch milliseconds, or null when the token has none or is not a JWT. */
export function jwtExpiresAt(token: string): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** A token without `exp` counts as dead: the server always sets one (ARCHITECTURE: Auth). */
export function isJwtLive(token: string, now: number = Date.now()): boolean {
  const expiresAt = jwtExpiresAt(token);
  return expiresAt !== null && expiresAt > now;
}
