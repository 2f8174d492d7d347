/** getList, getOne, getMany, getManyReference: exact URLs and results, through createDataProvider. */
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

const sort = { field: 'lastName', order: 'ASC' as const };

describe('getList', () => {
  it('sends page, sort and filters on the resource path', async () => {
    const { provider, calls } = setup(() => ({ status: 200, json: { data: [user('1')], meta: { total: 41 } } }));
    const result = await provider.getList('users', { pagination: { page: 2, perPage: 10 }, sort, filter: { role: 'teacher' } });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', '/api/v1/users?page[number]=2&page[size]=10&sort=last_name&filter[role]=teacher'],
    ]);
    expect(calls[0]?.body).toBeUndefined();
    expect(result.total).toBe(41);
    expect(result.data).toEqual([{ id: '1', firstName: 'F1', lastName: 'L1', role: 'teacher', organizationId: '3' }]);
  });

  it('sends the example of the wire contract verbatim', async () => {
    const { provider, calls } = setup(() => ({ status: 200, json: { data: [], meta: { total: 0 } } }));
    await provider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { role: 'teacher' },
      meta: { include: ['organization'] },
    });
    expect(calls[0]?.url).toBe('/api/v1/users?page[number]=1&page[size]=25&sort=-created_at&filter[role]=teacher&include=organization');
  });

  it('uses the resource name as the path segment (tag_groups, admin_users)', async () => {
    const { provider, calls } = setup(() => ({ status: 200, json: { data: [], meta: { total: 0 } } }));
    await provider.getList('tag_groups', { pagination: { page: 1, perPage: 5 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    await provider.getList('admin_users', { pagination: { page: 1, perPage: 5 }, sort, filter: { organizationId: '3', q: 'ann' } });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/tag_groups?page[number]=1&page[size]=5&sort=name',
      '/api/v1/admin_users?page[number]=1&page[size]=5&sort=last_name&filter[organization]=3&filter[q]=ann',
    ]);
  });

  it('returns included records as meta.prefetched grouped by resource name', async () => {
    const { provider } = setup(() => ({
      status: 200,
      json: {
        data: [{ type: 'tags', id: '1', attributes: { name: 'a' }, relationships: { tag_group: { data: { type: 'tagGroups', id: '5' } } } }],
        included: [
          { type: 'tagGroups', id: '5', attributes: { name: 'Group' } },
          { type: 'users', id: '2', attributes: { email: 'u@x.y' } },
        ],
        meta: { total: 1 },
      },
    }));
    const result = await provider.getList('tags', { pagination: { page: 1, perPage: 10 }, sort, filter: {} });
    expect(result.data).toEqual([{ id: '1', name: 'a', tagGroupId: '5' }]);
    expect(result.meta).toEqual({
      prefetched: { tag_groups: [{ id: '5', name: 'Group' }], users: [{ id: '2', email: 'u@x.y' }] },
    });
  });

  it('has no meta without included records, and counts records when meta.total is missing', async () => {
    const { provider } = setup(() => ({ status: 200, json: { data: [user('1'), user('2')] } }));
    const result = await provider.getList('users', { pagination: { page: 1, perPage: 10 }, sort, filter: {} });
    expect(result.meta).toBeUndefined();
    expect(result.total).toBe(2);
  });
});

describe('getOne', () => {
  it('gets one record with its includes and prefetched relations', async () => {
    const { provider, calls } = setup(() => ({
      status: 200,
      json: { data: user('7'), included: [{ type: 'organizations', id: '3', attributes: { name: 'School' } }] },
    }));
    const result = await provider.getOne('users', { id: '7', meta: { include: 'organization' } });
    expect(calls.map((c) => [c.method, c.url])).toEqual([['GET', '/api/v1/users/7?include=organization']]);
    expect(result.data).toEqual({ id: '7', firstName: 'F7', lastName: 'L7', role: 'teacher', organizationId: '3' });
    expect(result.meta).toEqual({ prefetched: { organizations: [{ id: '3', name: 'School' }] } });
  });

  it.each([['new'], [undefined], [null], [''], ['undefined']])('rejects id %s with 404 and sends nothing', async (id) => {
    const { provider, calls } = setup();
    await expect(provider.getOne('users', { id: id as string })).rejects.toMatchObject({ status: 404, message: 'errors.api.notFound' });
    expect(calls).toHaveLength(0);
  });

  it('escapes ids so they cannot change the path', async () => {
    const { provider, calls } = setup(() => ({ status: 200, json: { data: user('a/b') } }));
    await provider.getOne('users', { id: 'a/b' });
    expect(calls[0]?.rawUrl).toBe('/api/v1/users/a%2Fb');
  });
});

describe('getMany', () => {
  it('filters by id with a page size that fits them all', async () => {
    const { provider, calls } = setup(() => ({ status: 200, json: { data: [user('1'), user('2'), user('3')], meta: { total: 3 } } }));
    const result = await provider.getMany('users', { ids: ['1', 2, '3'] });
    expect(calls.map((c) => [c.method, c.url])).toEqual([['GET', '/api/v1/users?filter[id]=1,2,3&page[size]=3']]);
    expect(result.data.map((r) => r.id)).toEqual(['1', '2', '3']);
  });

  it('drops unusable and duplicate ids, and asks nothing when none remain', async () => {
    const { provider, calls } = setup(() => ({ status: 200, json: { data: [] } }));
    await provider.getMany('users', { ids: ['1', '1', 'new'] });
    expect(calls[0]?.url).toBe('/api/v1/users?filter[id]=1&page[size]=1');
    const empty = await provider.getMany('users', { ids: [] });
    expect(empty.data).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('splits more ids than the server page limit into several requests', async () => {
    const { provider, calls } = setup((call) => {
      const ids = /filter\[id\]=([^&]*)/.exec(call.url)?.[1]?.split(',') ?? [];
      return { status: 200, json: { data: ids.map((id) => ({ type: 'tags', id })) } };
    });
    const ids = Array.from({ length: 501 }, (_, i) => String(i + 1));
    const result = await provider.getMany('tags', { ids });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.url).toBe('/api/v1/tags?filter[id]=501&page[size]=1');
    expect(result.data).toHaveLength(501);
  });
});

describe('getManyReference', () => {
  it('filters by the target relationship name', async () => {
    const { provider, calls } = setup(() => ({ status: 200, json: { data: [user('1')], meta: { total: 1 } } }));
    const result = await provider.getManyReference('users', {
      target: 'organizationId',
      id: '3',
      pagination: { page: 1, perPage: 25 },
      sort,
      filter: { role: 'student' },
    });
    expect(calls[0]?.url).toBe('/api/v1/users?page[number]=1&page[size]=25&sort=last_name&filter[organization]=3&filter[role]=student');
    expect(result.total).toBe(1);
  });

  it('accepts a snake_case target', async () => {
    const { provider, calls } = setup(() => ({ status: 200, json: { data: [], meta: { total: 0 } } }));
    await provider.getManyReference('licensings', {
      target: 'organization_id',
      id: 4,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'expiresAt', order: 'DESC' },
      filter: {},
    });
    expect(calls[0]?.url).toBe('/api/v1/licensings?page[number]=1&page[size]=10&sort=-expires_at&filter[organization]=4');
  });

  it('asks nothing for an owner without an id', async () => {
    const { provider, calls } = setup();
    const result = await provider.getManyReference('users', {
      target: 'organizationId',
      id: undefined as unknown as string,
      pagination: { page: 1, perPage: 25 },
      sort,
      filter: {},
    });
    expect(result).toEqual({ data: [], total: 0 });
    expect(calls).toHaveLength(0);
  });
});
