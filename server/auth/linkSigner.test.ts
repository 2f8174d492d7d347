import { describe, expect, it } from 'vitest';
import { linkSigner } from './linkSigner';

describe('linkSigner', () => {
  const signer = linkSigner('a secret long enough for tests');

  it('verifies its own token for the same purpose and id', () => {
    const token = signer.sign('attendee', 42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(signer.verify('attendee', token)).toBe(42);
  });

  it('refuses a token for another purpose, another id, another secret or a changed character', () => {
    const token = signer.sign('attendee', 42);
    expect(signer.verify('invite', token)).toBeNull();
    expect(signer.verify('attendee', token.replace(/^42/, '43'))).toBeNull();
    expect(linkSigner('another secret').verify('attendee', token)).toBeNull();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(signer.verify('attendee', token.slice(0, -1) + last)).toBeNull();
    expect(signer.verify('attendee', '42')).toBeNull();
    expect(signer.verify('attendee', '')).toBeNull();
  });
});
