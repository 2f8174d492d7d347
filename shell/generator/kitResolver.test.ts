import { describe, expect, it } from 'vitest';
import { licensings, tags, users } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { kitResolver, toReactAdminMessage } from './kitResolver';

const asDef = (d: unknown): ResourceDef => d as ResourceDef;
const options = { fields: {}, shouldUseNativeValidation: false } as const;
async function resolve(def: ResourceDef, mode: 'create' | 'edit', values: Record<string, unknown>) {
  return kitResolver(def, mode)(values, undefined, options);
}
const msg = (key: string, args: Record<string, unknown> = {}): string => toReactAdminMessage({ key, values: args as Record<string, string>, identifier: '' });

describe('kitResolver', () => {
  it("returns the kit's messages keyed by field, in react-admin's translatable format", async () => {
    const result = await resolve(asDef(tags), 'create', { name: ' ', description: null });
    expect(result.errors).toEqual({ name: { type: expect.any(String), message: msg('errors.form.fieldNoBlank') } });
  });

  it('passes valid values through unchanged', async () => {
    const values = { name: 'Maths', tagGroupId: null };
    expect(await resolve(asDef(tags), 'create', values)).toEqual({ values, errors: {} });
  });

  it('does not send a field the record as the form describes it does not carry (an age typed before the role became teacher)', async () => {
    const typed = { firstName: 'Ann', email: 'ann@school.test', role: 'teacher', age: 30, parentId: '7', jobRole: 'subject_leader' };
    const result = await resolve(asDef(users), 'create', typed);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ firstName: 'Ann', email: 'ann@school.test', role: 'teacher', jobRole: 'subject_leader' });
    const child = await resolve(asDef(users), 'create', { ...typed, role: 'home_student', username: 'ann-kid', password: 'secret12', email: undefined });
    expect(child.values).toMatchObject({ age: 30, parentId: '7' });
    expect(child.values).not.toHaveProperty('jobRole');
  });

  it('requires a required to-one relationship', async () => {
    const result = await resolve(asDef(licensings), 'create', { state: 'trial', licenseId: '1' });
    expect(Object.keys(result.errors)).toEqual(['organizationId']);
  });

  it("requires a home student's username and password, as the server does, but not a teacher's (requiredWhen)", async () => {
    const child = await resolve(asDef(users), 'create', { firstName: 'Kit', role: 'home_student', username: ' ' });
    expect(child.errors).toEqual({
      username: { type: 'required', message: msg('errors.form.fieldNoBlank') },
      password: { type: 'required', message: msg('errors.form.fieldNoBlank') },
    });
    expect((await resolve(asDef(users), 'create', { firstName: 'Ann', email: 'ann@school.test', role: 'teacher' })).errors).toEqual({});
    const kept = await resolve(asDef(users), 'edit', { id: '3', firstName: 'Kit', role: 'home_student', username: 'kit', password: '' });
    expect(kept.errors).toEqual({});
  });

  it('on edit checks only what the form holds and keeps a blank password', async () => {
    const result = await resolve(asDef(users), 'edit', { id: '1', firstName: 'Ada', role: 'teacher', password: '', passwordConfirmation: '' });
    expect(result.errors).toEqual({});
  });

  it('checks a new password and its confirmation on edit', async () => {
    const result = await resolve(asDef(users), 'edit', { firstName: 'Ada', password: 'abc', passwordConfirmation: 'abd' });
    expect(result.errors).toEqual({
      password: { type: 'min', message: msg('errors.form.passwordLength', { value: 6 }) },
      passwordConfirmation: { type: 'matches', message: msg('errors.form.passwordMismatch') },
    });
  });

  it('puts errors of list entries on the list field', async () => {
    const result = await resolve(asDef(users), 'edit', { permissions: ['super_user', 'nope'] });
    expect(Object.keys(result.errors)).toEqual(['permissions']);
  });
});
