// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from './tokenStore';

afterEach(() => localStorage.clear());

describe('tokenStore', () => {
  it('keeps the token in localStorage under "jwt" so it survives a reload', () => {
    tokenStore.set('abc');
    expect(localStorage.getItem('jwt')).toBe('abc');
    expect(tokenStore.get()).toBe('abc');
  });
  it('reads a token another tab or the jwt parameter stored', () => {
    localStorage.setItem('jwt', 'from-elsewhere');
    expect(tokenStore.get()).toBe('from-elsewhere');
  });
  it('clears it', () => {
    tokenStore.set('abc');
    tokenStore.clear();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(tokenStore.get()).toBeNull();
  });
});
