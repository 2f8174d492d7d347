import { describe, expect, it } from 'vitest';
import { canPublish, copyName, isLocked, searchTermProblem } from './library';

describe('library rules', () => {
  it('locks an item only for a viewer without the full library, unless it is free', () => {
    expect(isLocked({ managesLibrary: false, fullLibrary: false, freeAccess: false })).toBe(true);
    expect(isLocked({ managesLibrary: false, fullLibrary: false, freeAccess: true })).toBe(false);
    expect(isLocked({ managesLibrary: false, fullLibrary: true, freeAccess: false })).toBe(false);
    expect(isLocked({ managesLibrary: true, fullLibrary: false, freeAccess: false })).toBe(false);
  });

  it('publishes a collection from five items', () => {
    expect(canPublish(4)).toBe(false);
    expect(canPublish(5)).toBe(true);
  });

  it('refuses short and repeated search terms', () => {
    expect(searchTermProblem('ab', [])).toBe('tooShort');
    expect(searchTermProblem('  ab  ', [])).toBe('tooShort');
    expect(searchTermProblem('Space', ['space'])).toBe('duplicate');
    expect(searchTermProblem('oceans', ['space'])).toBeNull();
  });

  it('puts the copy marker first and keeps the length limit', () => {
    expect(copyName('Copy of ', 'Rivers', 150)).toBe('Copy of Rivers');
    expect(copyName('Copy of ', 'x'.repeat(150), 150)).toHaveLength(150);
  });
});
