import { describe, expect, it } from 'vitest';
import { changedFields, deepEqual } from './diff';

describe('changedFields', () => {
  it('keeps only the keys whose values differ', () => {
    const previous = { id: '1', name: 'A', tagsIds: ['1', '2'], preferences: { health: true } };
    const next = { id: '1', name: 'B', tagsIds: ['1', '2'], preferences: { health: true }, extra: 1 };
    expect(changedFields(next, previous)).toEqual({ name: 'B', extra: 1 });
  });
  it('sees a changed nested value and a changed list order', () => {
    expect(changedFields({ p: { a: false }, l: ['2', '1'] }, { p: { a: true }, l: ['1', '2'] })).toEqual({
      p: { a: false },
      l: ['2', '1'],
    });
  });
});

describe('deepEqual', () => {
  it('compares dates by instant', () => {
    expect(deepEqual(new Date(1), new Date(1))).toBe(true);
    expect(deepEqual(new Date(1), new Date(2))).toBe(false);
    expect(deepEqual(new Date(1), '1970-01-01T00:00:00.001Z')).toBe(false);
  });
  it('tells null from undefined and arrays from objects', () => {
    expect(deepEqual(null, undefined)).toBe(false);
    expect(deepEqual([], {})).toBe(false);
  });
});
