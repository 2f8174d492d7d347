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

  it('signs a short text and gives it back only unchanged, for the same purpose', () => {
    const token = signer.signText('device', 'abc.nonce-1');
    expect(token).toMatch(/^abc\.nonce-1\.[A-Za-z0-9_-]{43}$/);
    expect(signer.verifyText('device', token)).toBe('abc.nonce-1');
    expect(signer.verifyText('other', token)).toBeNull();
    expect(signer.verifyText('device', token.replace('abc', 'abd'))).toBeNull();
    expect(signer.verifyText('device', 'abc.nonce-1')).toBeNull();
    expect(() => signer.signText('device', 'with space')).toThrow();
    // Ids and texts are signed alike: a record id's token is also that text's.
    expect(signer.verifyText('attendee', signer.sign('attendee', 42))).toBe('42');
  });
});
