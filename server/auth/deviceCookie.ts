/**
 * OWASP's device cookie against lock-out by others (issue 24): after a correct password, the
 * browser gets a cookie signed for that account and a random nonce. A later sign-in to the same
 * account that brings it is counted on that device alone (signInThrottle.ts), so wrong passwords
 * tried by someone else, anywhere, never stop the owner on a browser they have signed in from.
 * Clients without it (a new browser, a guesser) share the account's count, as before.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, setCookie } from '../network/cookies';

export const DEVICE_COOKIE = 'edu_device';
/** How long a browser stays trusted for an account (not in the seed; chosen here). */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const PURPOSE = 'device-cookie';

/** An account's login in the cookie: a hash, so the cookie does not carry the email address. */
const subjectOf = (login: string): string => createHash('sha256').update(login).digest('base64url').slice(0, 22);

/** The device's nonce when the request brings a cookie we signed for this login; else undefined. */
export function trustedDevice(app: FastifyInstance, req: FastifyRequest, login: string | undefined): string | undefined {
  const cookie = readCookie(req, DEVICE_COOKIE);
  if (login === undefined || cookie === undefined) return undefined;
  const text = app.linkSigner.verifyText(PURPOSE, cookie);
  const [subject, nonce] = text?.split('.') ?? [];
  return subject === subjectOf(login) && nonce ? nonce : undefined;
}

/** Marks this browser as one the account's owner signed in from, on the sign-in route only. */
export function trustDevice(app: FastifyInstance, reply: FastifyReply, login: string, path: string): void {
  const value = app.linkSigner.signText(PURPOSE, `${subjectOf(login)}.${randomBytes(16).toString('base64url')}`);
  setCookie(reply, DEVICE_COOKIE, value, { path, maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS, secure: app.publicOrigin.startsWith('https:') });
}
