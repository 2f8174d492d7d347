import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineResource, type RecordOf } from './defineResource';
import { boolean, enumOf, password, text, toMany, toOne } from './fields';
import { users } from '..';

describe('defineResource', () => {
  it('derives the JSON:API type and table from the name', () => {
    const def = defineResource({ name: 'tag_groups', attributes: { name: text() }, access: {}, list: { columns: ['name'], sort: 'name' } });
    expect(def.type).toBe('tagGroups');
    expect(def.table).toBe('tag_groups');
    expect(def.recordTitle).toEqual({ anyOf: [['name']] });
  });

  it('fails at load when hints name unknown fields', () => {
    const base = { name: 'x', attributes: { name: text() }, access: {} } as const;
    expect(() => defineResource({ ...base, list: { columns: ['nope'], sort: 'name' } })).toThrow('list column nope is not a field');
    expect(() => defineResource({ ...base, list: { columns: ['name'], sort: '-nope' } })).toThrow('default sort nope');
    expect(() => defineResource({ ...base, list: { columns: ['name'], sort: 'name' }, writable: { orgAdmin: ['nope'] } })).toThrow(
      'writable.orgAdmin names unknown field nope',
    );
    const withState = { ...base, attributes: { name: text(), state: enumOf(['on', 'off']) }, list: { columns: ['name'], sort: 'name' } } as const;
    expect(() => defineResource({ ...withState, requiredWhen: { nope: { field: 'state', oneOf: ['on'] } } })).toThrow('requiredWhen names unknown field nope');
    expect(() => defineResource({ ...withState, requiredWhen: { name: { field: 'name', oneOf: ['on'] } } })).toThrow('requiredWhen.name tests name, not an enum attribute');
    expect(() => defineResource({ ...withState, requiredWhen: { name: { field: 'state', oneOf: ['maybe'] } } })).toThrow('requiredWhen.name names unknown value maybe');
  });

  it('infers the record type: attributes, nullable unless required, relation ids, no passwords', () => {
    const _def = defineResource({
      name: 'things',
      attributes: { title: text({ required: true }), flag: boolean(), state: enumOf(['on', 'off']), secret: password({ minLength: 6 }) },
      relationships: { owner: toOne('users'), parts: toMany('users', { inverse: 'owner' }) },
      access: {},
      list: { columns: ['title'], sort: 'title' },
    });
    type Thing = RecordOf<typeof _def>;
    expectTypeOf<Thing>().toEqualTypeOf<{
      id: string;
      title: string;
      flag: boolean | null;
      state: 'on' | 'off' | null;
      ownerId: string | null;
      partsIds: string[];
    }>();
    expectTypeOf<RecordOf<typeof users>['role']>().toEqualTypeOf<'admin' | 'teacher' | 'parent' | 'student' | 'home_student'>();
  });
});
