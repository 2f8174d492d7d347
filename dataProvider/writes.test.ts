/** create, update, updateMany, delete, deleteMany: exact requests and bodies, through createDataProvider. */
import { describe, expect, it } from 'vitest';
import { createDataProvider } from './createDataProvider';
import { fakeClient, type Responder } from '../tests/support/testClient';

const user = (id: string, orgId: string | null = '3') => ({
  type: 'users',
  id,
  attributes: { first_name: `F${id}`, last_name: `L${id}`, role: 'teacher' },
  relationships: { organization: { data: orgId === null ? null : { type: 'organizations', id: orgId } } },
});

function setup(responder?: Responder) {
  const { client, calls } = fakeClient(responder);
  const provider = createDataProvider({ httpClient: client, getToken: () => 't0k', getLocale: () => 'en' });
  return { provider, calls };
}

describe('create', () => {
  it('posts the resource object and returns the saved record', async () => {
    const { provider, calls } = setup(() => ({ status: 201, json: { data: user('10') } }));
    const result = await provider.create('users', {
      data: { firstName: 'F10', lastName: 'L10', email: 'a@b.c', role: 'teacher', organizationId: '3', password: 'secret1', passwordConfirmation: 'secret1' },
    });
    expect(calls.map((c) => [c.method, c.url])).toEqual([['POST', '/api/v1/users']]);
    expect(calls[0]?.body).toEqual({
      data: {
        type: 'users',
        attributes: {
          first_name: 'F10',
          last_name: 'L10',
          email: 'a@b.c',
          role: 'teacher',
          password: 'secret1',
          password_confirmation: 'secret1',
        },
        relationships: { organization: { data: { type: 'organizations', id: '3' } } },
      },
    });
    expect(result.data).toMatchObject({ id: '10', organizationId: '3' });
  });

  it('creates under the tag_groups path with the tagGroups type', async () => {
    const { provider, calls } = setup(() => ({ status: 201, json: { data: { type: 'tagGroups', id: '1', attributes: { name: 'G' } } } }));
    await provider.create('tag_groups', { data: { name: 'G' } });
    expect(calls[0]?.url).toBe('/api/v1/tag_groups');
    expect(calls[0]?.body).toEqual({ data: { type: 'tagGroups', attributes: { name: 'G' } } });
  });

  it('converts a 422 into field errors for the form', async () => {
    const { provider } = setup(() => ({
      status: 422,
      json: {
        errors: [
          {
            status: '422',
            code: '804',
            title: 'Unprocessable Entity',
            detail: 'This email is already used.',
            source: { pointer: '/data/attributes/email' },
            meta: { error_identifier: 'emailUsed' },
          },
        ],
      },
    }));
    await expect(provider.create('users', { data: { email: 'a@b.c' } })).rejects.toMatchObject({
      status: 422,
      message: 'errors.api.emailUsed',
      body: { errors: { email: 'errors.api.emailUsed', root: { serverError: 'errors.api.emailUsed' } } },
    });
  });
});

describe('update', () => {
  const previousData = { id: '3', name: 'Old', city: 'Leeds', curriculumsIds: ['1'], createdAt: '2024-01-01' };

  it('patches only what changed since previousData', async () => {
    const { provider, calls } = setup(() => ({ status: 200, json: { data: { type: 'organizations', id: '3', attributes: { name: 'New' } } } }));
    const result = await provider.update('organizations', {
      id: '3',
      data: { ...previousData, name: 'New', curriculumsIds: ['1', '2'] },
      previousData,
    });
    expect(calls.map((c) => [c.method, c.url])).toEqual([['PATCH', '/api/v1/organizations/3']]);
    expect(calls[0]?.body).toEqual({
      data: {
        type: 'organizations',
        id: '3',
        attributes: { name: 'New' },
        relationships: { curriculums: { data: [{ type: 'curriculums', id: '1' }, { type: 'curriculums', id: '2' }] } },
      },
    });
    expect(result.data).toEqual({ id: '3', name: 'New' });
  });

  it('sends all of data without previousData, minus id and read-only fields', async () => {
    const { provider, calls } = setup(() => ({ status: 200, json: { data: { type: 'organizations', id: '3' } } }));
    await provider.update('organizations', { id: '3', data: previousData, previousData: undefined as unknown as typeof previousData });
    expect(calls[0]?.body).toEqual({
      data: {
        type: 'organizations',
        id: '3',
        attributes: { name: 'Old', city: 'Leeds' },
        relationships: { curriculums: { data: [{ type: 'curriculums', id: '1' }] } },
      },
    });
  });

  it('clears a to-one relationship with null', async () => {
    const { provider, calls } = setup(() => ({ status: 200, json: { data: user('5', null) } }));
    const result = await provider.update('users', { id: '5', data: { organizationId: null }, previousData: { id: '5', organizationId: '3' } });
    expect(calls[0]?.body).toEqual({
      data: { type: 'users', id: '5', attributes: {}, relationships: { organization: { data: null } } },
    });
    expect(result.data.organizationId).toBeNull();
  });

  it('answers with the merged record when the server replies 204', async () => {
    const { provider } = setup(() => ({ status: 204 }));
    const result = await provider.update('tags', { id: '1', data: { name: 'B' }, previousData: { id: '1', name: 'A', tagGroupId: '2' } });
    expect(result.data).toEqual({ id: '1', name: 'B', tagGroupId: '2' });
  });

  it('never patches a new record', async () => {
    const { provider, calls } = setup();
    await expect(provider.update('tags', { id: 'new', data: { name: 'x' }, previousData: { id: 'new' } })).rejects.toMatchObject({
      status: 404,
    });
    expect(calls).toHaveLength(0);
  });
});

describe('updateMany', () => {
  it('sends one PATCH per id with the same data', async () => {
    const { provider, calls } = setup((call) => ({ status: 200, json: { data: { type: 'users', id: call.url.split('/').pop() } } }));
    const result = await provider.updateMany('admin_users', { ids: ['1', '2'], data: { role: 'admin' } });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['PATCH', '/api/v1/admin_users/1', { data: { type: 'users', id: '1', attributes: { role: 'admin' } } }],
      ['PATCH', '/api/v1/admin_users/2', { data: { type: 'users', id: '2', attributes: { role: 'admin' } } }],
    ]);
    expect(result.data).toEqual(['1', '2']);
  });
});

describe('delete', () => {
  it('deletes and answers with previousData', async () => {
    const { provider, calls } = setup(() => ({ status: 204 }));
    const result = await provider.delete('tags', { id: '4', previousData: { id: '4', name: 'Old' } });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([['DELETE', '/api/v1/tags/4', undefined]]);
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
    expect(result.data).toEqual({ id: '4', name: 'Old' });
  });

  it('answers with the id alone without previousData', async () => {
    const { provider } = setup(() => ({ status: 204 }));
    expect((await provider.delete('tags', { id: '4' })).data).toEqual({ id: '4' });
  });

  it('never deletes an undefined id', async () => {
    const { provider, calls } = setup();
    await expect(provider.delete('tags', { id: undefined as unknown as string })).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(0);
  });

  it('surfaces a refusal as an HttpError', async () => {
    const { provider } = setup(() => ({ status: 403, json: { errors: [{ status: '403', detail: 'You are not authorised to view this information.' }] } }));
    await expect(provider.delete('tags', { id: '4' })).rejects.toMatchObject({ status: 403 });
  });
});

describe('deleteMany', () => {
  it('sends one DELETE per id', async () => {
    const { provider, calls } = setup(() => ({ status: 204 }));
    const result = await provider.deleteMany('meeting_occurrences', { ids: ['1', '2', '3'] });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /api/v1/meeting_occurrences/1',
      'DELETE /api/v1/meeting_occurrences/2',
      'DELETE /api/v1/meeting_occurrences/3',
    ]);
    expect(result.data).toEqual(['1', '2', '3']);
  });
});
