import { describe, expect, it } from 'vitest';
import { addressForReading, joinAddress, passphraseInPath } from './joinAddress';

describe('join address', () => {
  it('puts the passphrase in the student app path, whatever the origin ends with', () => {
    expect(joinAddress('https://school.example', 'swan-gem-shark-egg-89')).toBe('https://school.example/student/join/swan-gem-shark-egg-89');
    expect(joinAddress('http://127.0.0.1:3000/', 'swan-gem-shark-egg-89')).toBe('http://127.0.0.1:3000/student/join/swan-gem-shark-egg-89');
  });

  it('reads the passphrase back from the path, in its own spelling', () => {
    const path = new URL(joinAddress('https://school.example', 'swan-gem-shark-egg-89')).pathname;
    expect(passphraseInPath(path)).toBe('swan-gem-shark-egg-89');
    expect(passphraseInPath('/student/join/Swan%20Gem%20Shark%20Egg%2089/')).toBe('swan-gem-shark-egg-89');
  });

  it('finds no passphrase in other addresses of the app', () => {
    for (const path of ['/student', '/student/', '/student/join', '/student/join/', '/student/join/a/b', '/student/join/%E0%A4%A', '/student/join/---', '/app/student/join/x-1']) {
      expect(passphraseInPath(path), path).toBeNull();
    }
  });

  it('reads without the scheme', () => {
    expect(addressForReading('https://school.example/student/join/swan-gem-shark-egg-89')).toBe('school.example/student/join/swan-gem-shark-egg-89');
  });
});
