/** Password hashing with argon2id (the library's defaults: m=19 MiB, t=2, p=1, OWASP's minimum). */
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the library's const enum cannot be imported under isolatedModules. */
const ARGON2ID = 2;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, { algorithm: ARGON2ID });
}

export async function verifyPassword(digest: string | null, plain: string): Promise<boolean> {
  if (!digest) return false;
  try {
    return await verify(digest, plain);
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
