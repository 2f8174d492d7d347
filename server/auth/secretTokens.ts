/**
 * Single-purpose secret tokens mailed as links (password reset, email confirmation, webinar
 * invites): random, URL-safe, and stored only as their SHA-256, so a leaked database cannot be
 * turned into working links while a presented token is still found by hashing it.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
