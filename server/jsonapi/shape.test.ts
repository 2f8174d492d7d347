import { describe, expect, it } from 'vitest';
import { shapeBuilder } from './shape';

describe('shapeBuilder', () => {
  it('builds the object field by field, converting where asked', () => {
    const build = shapeBuilder([
      { key: 'id', from: 'id', convert: (v) => String(v) },
      { key: 'first_name', from: 'firstName' },
      { key: 'nickname', from: 'nickname', convert: (v) => v ?? null },
    ]);
    expect(build({ id: 7, firstName: 'Ada', other: 'left out' })).toEqual({ id: '7', first_name: 'Ada', nickname: null });
  });

  it('takes any key as data, never as code', () => {
    const odd = `a"b'c\\d}); throw new Error("x`;
    const build = shapeBuilder([{ key: odd, from: odd }]);
    expect(build({ [odd]: 1 })).toEqual({ [odd]: 1 });
  });
});
