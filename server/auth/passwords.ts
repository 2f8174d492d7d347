/**
 * Password hashing with argon2id (the library's defaults: m=19 MiB, t=2, p=1, OWASP's minimum).
 * Each hash or verification holds a core for about 10 ms on purpose, so at most
 * HASHING_CONCURRENCY run at once and the rest queue: a flood of sign-ins then waits for its
 * turn instead of taking every core from the requests of everyone else.
 */
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { semaphore } from './semaphore';

/** Algorithm.Argon2id; the library's const enum cannot be imported under isolatedModules. */
const ARGON2ID = 2;

/** All cores but one, which stays with the event loop (and PGlite, which runs on it). */
export const HASHING_CONCURRENCY = Math.max(1, availableParallelism() - 1);

const hashing = semaphore(HASHING_CONCURRENCY);

/** How many hashings run and wait now (for tests and diagnostics). */
export const hashingLoad = (): { running: number; waiting: number } => hashing.load();

export function hashPassword(plain: string): Promise<string> {
  return hashing.run(() => hash(plain, { algorithm: ARGON2ID }));
}

export async function verifyPassword(digest: string | null, plain: string): Promise<boolean> {
  if (!digest) return false;
  try {
    return await hashing.run(() => verify(digest, plain));
  } catch {
    return false;
  }
}

/** A digest to verify against when the user does not exist, so both paths cost the same time. */
let dummy: Promise<string> | undefined;
export function dummyDigest(): Promise<string> {
  dummy ??= hashPassword('not-a-real-password');
  return dummy;
}
