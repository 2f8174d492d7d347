/** What a parent's children are called and what they are (seed 3 "Child"). */
import type { UserRole } from '../../domain/roles';

/** What a parent creates: always a home student (the users schema's `writableValues.children`). */
export const CHILD_ROLE: UserRole = 'home_student';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The name a child goes by on their card and home: first and last name, else the username. */
export function childName(record: Record<string, unknown>): string {
  return [str(record.firstName), str(record.lastName)].filter((s) => s.trim() !== '').join(' ') || str(record.username);
}
