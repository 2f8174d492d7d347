import { describe, expect, it } from 'vitest';
import { defineResource } from './defineResource';
import { text, toOne } from './fields';
import { recordTitle, titleRelations } from './recordTitle';
import { licensings, users } from '..';

describe('record titles', () => {
  it('names every role of user: name, else username, else email', () => {
    expect(recordTitle(users, { firstName: 'Grace', lastName: 'Hopper', email: null, username: 'gh' })).toBe('Grace Hopper');
    expect(recordTitle(users, { firstName: 'Alan', lastName: null, email: null })).toBe('Alan');
    expect(recordTitle(users, { firstName: ' ', lastName: 'Turing', username: 'alan.t' })).toBe('alan.t');
    expect(recordTitle(users, { firstName: null, email: 'ada@school.example' })).toBe('ada@school.example');
    expect(recordTitle(users, { firstName: null, email: null })).toBeUndefined();
  });

  it('names a licensing by its school, with its licence in parentheses, from the related titles', () => {
    expect(titleRelations(licensings)).toEqual(['organization', 'license']);
    const related = { organization: 'Hillcrest High School', license: 'Full licence' } as Record<string, string>;
    expect(recordTitle(licensings, { state: 'trial' }, (r) => related[r])).toBe('Hillcrest High School (Full licence)');
    expect(recordTitle(licensings, { state: 'trial' }, (r) => (r === 'organization' ? 'Hillcrest High School' : undefined))).toBe('Hillcrest High School');
    expect(recordTitle(licensings, { state: 'trial' })).toBeUndefined();
  });

  it('refuses at load a title naming an unknown field', () => {
    const base = { name: 'x', attributes: { name: text() }, access: {}, list: { columns: ['name'], sort: 'name' } } as const;
    expect(() => defineResource({ ...base, recordTitle: 'nope' })).toThrow('record title nope is not an attribute or a to-one relation');
    expect(() => defineResource({ ...base, relationships: { owner: toOne('users') }, recordTitle: { anyOf: ['owner'] } })).not.toThrow();
  });
});
