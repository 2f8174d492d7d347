/**
 * The library's rules (seed sections 4 to 6), shared by the server and the pages: who sees
 * what unlocked, when a collection may be published, the search box's terms and the name a
 * duplicated lesson plan gets.
 */
import type { LicensingState, UserRole } from './roles';
import { COLLECTION_PUBLISH_MIN_ITEMS, CONTENT_TYPES, SEARCH_TERM_MIN_LENGTH } from './constants';

/**
 * Licensing states that open the whole library: a full trial (the webinar's 30 days),
 * subscribed and supplementary. A plain trial (no webinar) and an expired licence open only the
 * items marked `freeAccess` (the trial's story worlds).
 */
export const FULL_LIBRARY_STATES: readonly LicensingState[] = ['full_trial', 'subscribed', 'supplementary'];

/**
 * Library items made for teaching, not for a child to open (seed 1: lesson plans are the
 * teachers'). A child (home student) never receives them: not in lists, search, related content,
 * favourites or by address (server/readers/contents.ts).
 */
export const TEACHING_CONTENT_TYPES: readonly (typeof CONTENT_TYPES)[number][] = ['lesson_plan_template'];

/** The content types a viewer of this role is never given; empty for everyone but a child. */
export function contentTypesWithheldFrom(role: UserRole): readonly (typeof CONTENT_TYPES)[number][] {
  return role === 'home_student' ? TEACHING_CONTENT_TYPES : [];
}

export interface LockFacts {
  /** The viewer manages the library (an internal admin): nothing is locked for them. */
  managesLibrary: boolean;
  /** A live licensing of the viewer's school is in FULL_LIBRARY_STATES. */
  fullLibrary: boolean;
  /** The item is open to every licence. */
  freeAccess: boolean;
}

export function isLocked(f: LockFacts): boolean {
  return !f.managesLibrary && !f.fullLibrary && !f.freeAccess;
}

/** Whether a collection with this many items may be published (seed 5: at least 5). */
export function canPublish(itemCount: number): boolean {
  return itemCount >= COLLECTION_PUBLISH_MIN_ITEMS;
}

export type SearchTermProblem = 'tooShort' | 'duplicate';

/**
 * What is wrong with adding a search term (theme, topic or country) to those already chosen:
 * fewer than SEARCH_TERM_MIN_LENGTH characters, or the same term again (case-insensitive).
 */
export function searchTermProblem(term: string, chosen: readonly string[]): SearchTermProblem | null {
  const t = term.trim().toLowerCase();
  if (t.length < SEARCH_TERM_MIN_LENGTH) return 'tooShort';
  if (chosen.some((c) => c.trim().toLowerCase() === t)) return 'duplicate';
  return null;
}

/** The copy's name: the marker first (seed 4), within the name's length limit. */
export function copyName(marker: string, name: string, maxLength: number): string {
  return `${marker}${name}`.slice(0, maxLength);
}
