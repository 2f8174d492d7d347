import { describe, expect, it } from 'vitest';
import { createDataProvider, isUsableId } from './createDataProvider';
import { fakeClient, type Responder } from '../tests/support/testClient';

function setup(responder?: Responder) {
  const { client, calls } = fakeClient(responder);
  const provider = createDataProvider({ httpClient: client, getToken: () => 't0k', getLocale: () => 'en' });
  return { provider, calls };
}

describe('every call', () => {
  it('carries the bearer token and JSON:API media type', async () => {
    const { provider, calls } = setup(() => ({ status: 200, json: { data: [], meta: { total: 0 } } }));
    await provider.getList('campaigns', { pagination: { page: 1, perPage: 1 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(calls[0]?.headers).toMatchObject({ Authorization: 'Bearer t0k', Accept: 'application/vnd.api+json' });
  });

  it('forwards the abort signal so react-admin can cancel stale queries', async () => {
    const { provider, calls } = setup(() => ({ status: 200, json: { data: [], meta: { total: 0 } } }));
    const controller = new AbortController();
    await provider.getList('tags', { filter: {}, signal: controller.signal });
    expect(provider.supportAbortSignal).toBe(true);
    expect(calls[0]?.signal).toBe(controller.signal);
  });

  it('uses the configured API root', async () => {
    const { client, calls } = fakeClient(() => ({ status: 200, json: { data: [], meta: { total: 0 } } }));
    const provider = createDataProvider({ httpClient: client, apiUrl: '/other/api' });
    await provider.getList('tags', { filter: {} });
    expect(calls[0]?.url).toBe('/other/api/tags');
  });
});

describe('isUsableId', () => {
  it('accepts real ids and refuses the ones that would put new/undefined/null/NaN in a path', () => {
    expect([1, '1', 'abc', 0].map(isUsableId)).toEqual([true, true, true, true]);
    expect(['new', 'undefined', 'null', '', undefined, null, Number.NaN, {}].map(isUsableId)).toEqual(Array(8).fill(false));
  });

  it('refuses NaN before the request layer could', async () => {
    const { provider, calls } = setup();
    await expect(provider.getOne('tags', { id: Number.NaN })).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(0);
  });
});
