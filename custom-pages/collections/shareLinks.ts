/**
 * The share modal's links (seed 2.6 and 7: mail, X, Facebook and LinkedIn). Each is a plain
 * address opened in a new tab; nothing is loaded from those sites. Which text goes out depends on
 * who shares (seed 6): the collection's author gets the own-collection text, everyone else the
 * generic one.
 */
import type { SHARE_CHANNELS } from '../../domain/constants';

export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/** The sites' public share addresses (outside the seed; documented by each site). */
export const X_SHARE_URL = 'https://x.com/intent/tweet';
export const FACEBOOK_SHARE_URL = 'https://www.facebook.com/sharer/sharer.php';
export const LINKEDIN_SHARE_URL = 'https://www.linkedin.com/sharing/share-offsite/';

export type ShareVoice = 'own' | 'generic';

/** Seed 6: the author's own text when the collection's author is the viewer. */
export function shareVoice(authorId: unknown, viewerId: string | undefined): ShareVoice {
  return authorId !== undefined && authorId !== null && viewerId !== undefined && String(authorId) === viewerId ? 'own' : 'generic';
}

export interface ShareTexts {
  subject: string;
  body: string;
  social: string;
}

export interface ShareLink {
  channel: Exclude<ShareChannel, 'link'>;
  href: string;
}

/** Spaces as %20 (not +), which mail programs read literally. */
const query = (pairs: Record<string, string>): string =>
  Object.entries(pairs)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');

export function shareLinks(url: string, texts: ShareTexts): ShareLink[] {
  return [
    { channel: 'email', href: `mailto:?${query({ subject: texts.subject, body: texts.body })}` },
    { channel: 'x', href: `${X_SHARE_URL}?${query({ text: texts.social, url })}` },
    { channel: 'facebook', href: `${FACEBOOK_SHARE_URL}?${query({ u: url })}` },
    { channel: 'linkedin', href: `${LINKEDIN_SHARE_URL}?${query({ url })}` },
  ];
}

/** The collection's own address in the shell, which only signed-in colleagues can open. */
export function collectionUrl(origin: string, basename: string, id: string | number): string {
  return `${origin}${basename}/collections/${encodeURIComponent(String(id))}`;
}
