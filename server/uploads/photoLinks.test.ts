import { describe, expect, it } from 'vitest';
import { linkSigner } from '../auth/linkSigner';
import { PHOTO_LINK_STEP_SECONDS, PHOTO_LINK_TTL_SECONDS, photoLinkHolds, signedPhotoUrl } from './photoLinks';

const signer = linkSigner('a secret long enough for tests');
const NAME = '42-0123456789abcdef.png';
const NOW = new Date('2026-03-02T10:07:00Z');

const queryOf = (url: string): { expires?: string; signature?: string } => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('photo links', () => {
  it('signs the photo path with an expiry at least the TTL away, rounded up to a step', () => {
    const url = signedPhotoUrl(signer, NAME, NOW);
    expect(url).toMatch(/^\/uploads\/photos\/42-0123456789abcdef\.png\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/);
    const expires = Number(queryOf(url).expires);
    expect(expires % PHOTO_LINK_STEP_SECONDS).toBe(0);
    expect(expires - NOW.getTime() / 1000).toBeGreaterThanOrEqual(PHOTO_LINK_TTL_SECONDS);
    expect(expires - NOW.getTime() / 1000).toBeLessThan(PHOTO_LINK_TTL_SECONDS + PHOTO_LINK_STEP_SECONDS);
    // Within a step the address stays the same, so the browser's cache can keep the photo.
    expect(signedPhotoUrl(signer, NAME, new Date(NOW.getTime() + 60_000))).toBe(url);
  });

  it('holds for that photo until it expires, and for nothing else', () => {
    const query = queryOf(signedPhotoUrl(signer, NAME, NOW));
    const expiresAt = new Date(Number(query.expires) * 1000);
    expect(photoLinkHolds(signer, NAME, query, NOW)).toBe(true);
    expect(photoLinkHolds(signer, NAME, query, new Date(expiresAt.getTime() - 1000))).toBe(true);
    expect(photoLinkHolds(signer, NAME, query, expiresAt)).toBe(false);
    // Another photo, a later expiry, another secret, nothing.
    expect(photoLinkHolds(signer, '43-0123456789abcdef.png', query, NOW)).toBe(false);
    expect(photoLinkHolds(signer, NAME, { ...query, expires: String(Number(query.expires) + PHOTO_LINK_STEP_SECONDS) }, NOW)).toBe(false);
    expect(photoLinkHolds(linkSigner('another secret'), NAME, query, NOW)).toBe(false);
    expect(photoLinkHolds(signer, NAME, {}, NOW)).toBe(false);
    expect(photoLinkHolds(signer, NAME, { expires: query.expires }, NOW)).toBe(false);
    expect(photoLinkHolds(signer, NAME, { ...query, signature: ['a', 'b'] }, NOW)).toBe(false);
  });
});
