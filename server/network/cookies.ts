/**
 * The few cookies the API sets itself (a sign-in's device cookie), read and written without a
 * cookie plugin: their values are URL-safe text we signed, so no encoding is needed.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The named cookie's value from the request's Cookie header, or undefined. */
export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  /** Sent over HTTPS only: true whenever the product's public address is https. */
  secure: boolean;
}

/** Adds an HttpOnly, SameSite=Strict cookie to the reply (other Set-Cookie headers are kept). */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const parts = [`${name}=${value}`, `Path=${options.path}`, `Max-Age=${options.maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict'];
  if (options.secure) parts.push('Secure');
  const existing = reply.getHeader('set-cookie');
  const cookies = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  void reply.header('set-cookie', [...cookies, parts.join('; ')]);
}
