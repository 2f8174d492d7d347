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
  /** `<text>.<mac>` for a short text of URL- and cookie-safe characters (a device cookie's subject and nonce). */
  signText(purpose: string, text: string): string;
  /** The text the token was signed for, or null. */
  verifyText(purpose: string, token: string): string | null;
}

const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;
/** Signed text: at most 200 characters, so checking a made-up one costs little. */
const TEXT_TOKEN = /^([A-Za-z0-9_.-]{1,200})\.([A-Za-z0-9_-]{43})$/;
const SAFE_TEXT = /^[A-Za-z0-9_.-]{1,200}$/;

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
  const mac = (purpose: string, text: string): string => createHmac('sha256', keyOf(purpose)).update(text).digest('base64url');
  const matches = (purpose: string, text: string, given: string): boolean => {
    const a = Buffer.from(given);
    const b = Buffer.from(mac(purpose, text));
    return a.length === b.length && timingSafeEqual(a, b);
  };
  return {
    sign: (purpose, id) => `${id}.${mac(purpose, String(id))}`,
    verify(purpose, token) {
      const match = TOKEN.exec(token);
      return match && matches(purpose, match[1]!, match[2]!) ? Number(match[1]) : null;
    },
    signText(purpose, text) {
      if (!SAFE_TEXT.test(text)) throw new Error('signText takes 1 to 200 URL-safe characters');
      return `${text}.${mac(purpose, text)}`;
    },
    verifyText(purpose, token) {
      const match = TEXT_TOKEN.exec(token);
      return match && matches(purpose, match[1]!, match[2]!) ? match[1]! : null;
    },
  };
}
