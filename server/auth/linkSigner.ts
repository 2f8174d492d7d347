/**
 * Signed links that must be rebuilt later, unlike the random one-time tokens of
 * secretTokens.ts: a webinar booking's join link is mailed at booking and again in each reminder,
 * so it is derived from the record id with an HMAC (a key of its own, derived from the app's
 * secret per purpose) and never stored. `<id>.<43 base64url characters>`; verifying takes constant
 * time. What a link may still do (a cancelled booking, an expired one) is the route's to decide.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface LinkSigner {
  sign(purpose: string, id: number): string;
  /** The record id the token was signed for, or null for a token not signed by us for `purpose`. */
  verify(purpose: string, token: string): number | null;
}

const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

export function linkSigner(secret: string): LinkSigner {
  const keys = new Map<string, Buffer>();
  const keyOf = (purpose: string): Buffer => {
    let key = keys.get(purpose);
    if (!key) {
      key = createHmac('sha256', secret).update(`link-signer:${purpose}`).digest();
      keys.set(purpose, key);
    }
    return key;
  };
  const mac = (purpose: string, id: number): string => createHmac('sha256', keyOf(purpose)).update(String(id)).digest('base64url');
  return {
    sign: (purpose, id) => `${id}.${mac(purpose, id)}`,
    verify(purpose, token) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      const given = Buffer.from(match[2] ?? '');
      const expected = Buffer.from(mac(purpose, id));
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
