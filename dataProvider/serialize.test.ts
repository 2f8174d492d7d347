import { describe, expect, it } from 'vitest';
import { resolveResource } from './resolve';
import { toResourceObject } from './serialize';

describe('toResourceObject', () => {
  it('sends attributes snake_cased and Id keys as to-one relationships', () => {
    const body = toResourceObject(resolveResource('users'), { firstName: 'Ada', lastName: 'Lovelace', organizationId: '3' });
    expect(body).toEqual({
      type: 'users',
      attributes: { first_name: 'Ada', last_name: 'Lovelace' },
      relationships: { organization: { data: { type: 'organizations', id: '3' } } },
    });
  });

  it('sends Ids keys as to-many linkage with the related type from the kit', () => {
    const body = toResourceObject(resolveResource('organizations'), { name: 'School', curriculumsIds: ['1', '2'] });
    expect(body.relationships).toEqual({
      curriculums: {
        data: [
          { type: 'curriculums', id: '1' },
          { type: 'curriculums', id: '2' },
        ],
      },
    });
  });

  it('uses the related resource type, not the relationship name', () => {
    const tag = toResourceObject(resolveResource('tags'), { tagGroupId: '5' });
    expect(tag.relationships).toEqual({ tag_group: { data: { type: 'tagGroups', id: '5' } } });
    const license = toResourceObject(resolveResource('licenses'), { suggestedMeetingId: 7 });
    expect(license.relationships).toEqual({ suggested_meeting: { data: { type: 'meetings', id: '7' } } });
    const meeting = toResourceObject(resolveResource('meetings'), { defaultHostId: '2' });
    expect(meeting.relationships).toEqual({ default_host: { data: { type: 'users', id: '2' } } });
  });

  it('clears a to-one with null and a to-many with an empty list', () => {
    const body = toResourceObject(resolveResource('organizations'), { curriculumsIds: null });
    expect(body.relationships).toEqual({ curriculums: { data: [] } });
    const user = toResourceObject(resolveResource('users'), { organizationId: null });
    expect(user.relationships).toEqual({ organization: { data: null } });
  });

  it('falls back to the camelCase plural for relationships the kit does not know', () => {
    const body = toResourceObject(resolveResource('users'), { schoolClassId: '4', klassesIds: ['8'] });
    expect(body.relationships).toEqual({
      school_class: { data: { type: 'schoolClasses', id: '4' } },
      klasses: { data: [{ type: 'klasses', id: '8' }] },
    });
  });

  it('keeps kit attributes ending in Id as attributes', () => {
    const body = toResourceObject(resolveResource('meetings'), { zoomMeetingId: '123' });
    expect(body).toEqual({ type: 'meetings', attributes: { zoom_meeting_id: '123' } });
    const org = toResourceObject(resolveResource('organizations'), { crmId: 'c1' });
    expect(org.attributes).toEqual({ crm_id: 'c1' });
  });

  it('never sends id in attributes, and puts it at the top level when given', () => {
    const body = toResourceObject(resolveResource('tags'), { id: '9', name: 'x' }, '9');
    expect(body).toEqual({ type: 'tags', id: '9', attributes: { name: 'x' } });
    const created = toResourceObject(resolveResource('tags'), { id: '9', name: 'x' });
    expect(created).toEqual({ type: 'tags', attributes: { name: 'x' } });
  });

  it('drops read-only attributes and read-only (inverse) relationships', () => {
    const body = toResourceObject(resolveResource('users'), {
      email: 'a@b.c',
      createdAt: '2024-01-01',
      archivedAt: null,
      childrenIds: ['4'],
    });
    expect(body).toEqual({ type: 'users', attributes: { email: 'a@b.c' } });
  });

  it('sends unknown keys as snake_case attributes for the server to refuse', () => {
    const body = toResourceObject(resolveResource('tags'), { secretFlag: true });
    expect(body.attributes).toEqual({ secret_flag: true });
  });

  it('sends the password confirmation as password_confirmation', () => {
    const body = toResourceObject(resolveResource('users'), { password: 'secret1', passwordConfirmation: 'secret1' });
    expect(body.attributes).toEqual({ password: 'secret1', password_confirmation: 'secret1' });
  });

  it('drops a blank password together with its confirmation', () => {
    const body = toResourceObject(resolveResource('users'), { firstName: 'A', password: '', passwordConfirmation: '' });
    expect(body.attributes).toEqual({ first_name: 'A' });
  });

  it('serialises admin_users with the users type and kit', () => {
    const body = toResourceObject(resolveResource('admin_users'), { firstName: 'A', organizationId: '1' });
    expect(body).toEqual({
      type: 'users',
      attributes: { first_name: 'A' },
      relationships: { organization: { data: { type: 'organizations', id: '1' } } },
    });
  });

  it('leaves nested values untouched', () => {
    const body = toResourceObject(resolveResource('users'), { preferences: { natural_environment: true } });
    expect(body.attributes).toEqual({ preferences: { natural_environment: true } });
  });
});
