/**
 * Who is offered what when content is locked (seed 6): school leaders a demo instead of a
 * webinar (domain/dashboards.ts `isSchoolLeader`, the rule of their dashboard too), everyone a
 * way to get in touch. The content-locked page and the library's locked modal both read this
 * (the webinar itself comes from `useLockedOffer`).
 */

/** Where "get in touch" goes; the product's contact address is not in the seed. */
export const CONTACT_URL = 'mailto:hello@example.com';
export const BOOK_DEMO_URL = 'mailto:hello@example.com?subject=Demo';

export interface LockedOffer {
  leader: boolean;
  /** "Book a demo" for leaders, "Book a webinar" for others; null while the webinar is not known (or none is listed). */
  book: { labelKey: string; href: string } | null;
  contactHref: string;
}

/** The locked message: it names only what is offered (no webinar to book, no "book a webinar"). */
export function lockedTextKey(offer: LockedOffer): string {
  if (offer.leader) return 'shell.pages.contentLocked.leaderText';
  return offer.book ? 'shell.pages.contentLocked.text' : 'shell.pages.contentLocked.contactText';
}
