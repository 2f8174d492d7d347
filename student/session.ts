/**
 * What the student app keeps in localStorage:
 *
 * | key              | value                                                                |
 * |------------------|----------------------------------------------------------------------|
 * | `studentDevice`  | this device's key (`user_token` of a passphrase login), made once     |
 * | `studentSession` | the joined lesson: its id, the student's token, id and name           |
 *
 * The student's token is kept apart from the shell's (`jwt`, dataProvider/tokenStore.ts), so a
 * teacher trying the app on their own device stays signed in to the shell.
 */
import { isJwtLive } from '../authProvider/jwt';

export const DEVICE_KEY = 'studentDevice';
export const SESSION_KEY = 'studentSession';

export interface StudentSession {
  lessonId: string;
  jwt: string;
  studentId: string;
  name: string;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The device key: made with crypto.randomUUID on first use, then always the same. */
export function deviceKey(): string {
  const store = storage();
  const existing = store?.getItem(DEVICE_KEY);
  if (existing) return existing;
  const key = crypto.randomUUID();
  store?.setItem(DEVICE_KEY, key);
  return key;
}

function isSession(value: unknown): value is StudentSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.lessonId === 'string' && typeof v.jwt === 'string' && typeof v.studentId === 'string' && typeof v.name === 'string';
}

/** The joined lesson, or null when none or its token has expired. */
export function loadSession(now: number = Date.now()): StudentSession | null {
  const raw = storage()?.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) && isJwtLive(parsed.jwt, now) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSession(session: StudentSession): void {
  storage()?.setItem(SESSION_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  storage()?.removeItem(SESSION_KEY);
}
