/**
 * Who is offered what when content is locked (seed 6): school leaders a demo instead of a
 * webinar, everyone a way to get in touch. The content-locked page and the library's locked
 * modal both read this (the webinar itself comes from `useLockedOffer`).
 */
/** Where "get in touch" goes; the product's contact address is not in the seed. */
export const CONTACT_URL = 'mailto:hello@example.com';
export const BOOK_DEMO_URL = 'mailto:hello@example.com?subject=Demo';

/** Job roles the issue names as leaders (offered a demo instead of a webinar). */
const LEADER_JOB_ROLES = new Set(['exec_leader', 'leadership_team']);

export function isLeader(jobRole: unknown): boolean {
  return typeof jobRole === 'string' && LEADER_JOB_ROLES.has(jobRole);
}

export interface LockedOffer {
  leader: boolean;
  /** "Book a demo" for leaders, "Book a webinar" for others; null while the webinar is not known (or none is listed). */
  book: { labelKey: string; href: string } | null;
  contactHref: string;
}
