import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { tokenStore } from './tokenStore';
import { createSend, isSendablePath } from './http';
import { fakeClient } from '../tests/support/testClient';

afterEach(() => tokenStore.clear());

describe('headers', () => {
  it('sends the bearer token, locale, application, version and deployment on every call', async () => {
    const { client, calls } = fakeClient();
    const send = createSend({ httpClient: client, getToken: () => 'abc', getLocale: () => 'fi', application: 'registration' });
    await send({ method: 'GET', path: '/tags' });
    expect(calls[0]?.headers).toEqual({
      Accept: 'application/vnd.api+json',
      Authorization: 'Bearer abc',
      'Accept-Language': 'fi',
      'X-User-Locale': 'fi',
      'X-Application': 'registration',
      'X-Application-Version': '2.9.22',
      'X-Environment': 'test',
      'X-Deployment': 'local',
      'X-Deployment-Branch': 'local',
    });
  });

  it('adds Content-Type only with a body, and defaults to en and shell without a token', async () => {
    const { client, calls } = fakeClient(() => ({ status: 201, json: { data: { type: 'tags', id: '1' } } }));
    const send = createSend({ httpClient: client });
    await send({ method: 'POST', path: '/tags', body: { data: { type: 'tags', attributes: {} } } });
    expect(calls[0]?.headers).toEqual({
      Accept: 'application/vnd.api+json',
      'Content-Type': 'application/vnd.api+json',
      'Accept-Language': 'en',
      'X-User-Locale': 'en',
      'X-Application': 'shell',
      'X-Application-Version': '2.9.22',
      'X-Environment': 'test',
      'X-Deployment': 'local',
      'X-Deployment-Branch': 'local',
    });
  });

  it('reads the token from the shared token store by default', async () => {
    tokenStore.set('stored-token');
    const { client, calls } = fakeClient();
    await createSend({ httpClient: client })({ method: 'GET', path: '/tags' });
    expect(calls[0]?.headers.Authorization).toBe('Bearer stored-token');
  });

  it("keeps the fresh token the server hands back after one's own password change", async () => {
    tokenStore.set('old-token');
    const { client, calls } = fakeClient((call) =>
      call.method === 'PATCH' ? { status: 200, json: { data: { type: 'users', id: '1' }, meta: { token: { jwt: 'fresh-token' } } } } : { status: 200, json: { data: [] } },
    );
    const send = createSend({ httpClient: client });
    await send({ method: 'PATCH', path: '/users/1', body: { data: { type: 'users', id: '1', attributes: {} } } });
    await send({ method: 'GET', path: '/user' });
    expect(calls[1]?.headers.Authorization).toBe('Bearer fresh-token');
  });

  it('leaves the token off anonymous calls', async () => {
    const { client, calls } = fakeClient();
    await createSend({ httpClient: client, getToken: () => 'abc' })({ method: 'GET', path: '/tags', anonymous: true });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('joins a configured API root without doubling slashes', async () => {
    const { client, calls } = fakeClient();
    await createSend({ httpClient: client, apiUrl: 'https://api.example.test/api/v1/' })({ method: 'GET', path: '/tags' });
    expect(calls[0]?.url).toBe('https://api.example.test/api/v1/tags');
  });
});

describe('failures', () => {
  it('turns a network failure into status 0 and errors.api.noConnection', async () => {
    const { client } = fakeClient(() => new TypeError('Failed to fetch'));
    const error: unknown = await createSend({ httpClient: client })({ method: 'GET', path: '/tags' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 0, message: 'errors.api.noConnection' });
  });

  it('lets an abort through untouched', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const { client } = fakeClient(() => abort);
    await expect(createSend({ httpClient: client })({ method: 'GET', path: '/tags' })).rejects.toBe(abort);
  });

  it('turns 4xx and 5xx into HttpError with the server message', async () => {
    const { client } = fakeClient(() => ({ status: 403, json: { errors: [{ status: '403', detail: 'Nope' }] } }));
    await expect(createSend({ httpClient: client })({ method: 'GET', path: '/tags' })).rejects.toMatchObject({
      status: 403,
      message: 'Nope',
    });
  });
});

describe('isSendablePath', () => {
  it('refuses paths ending in new, undefined, null or a slash', () => {
    for (const path of ['/users/new', '/users/undefined', '/users/null', '/users/', '/undefined', '/users/undefined?include=x'])
      expect(isSendablePath(path)).toBe(false);
  });
  it('accepts ordinary paths', () => {
    for (const path of ['/users', '/users/3', '/user/tokens', '/users?filter[q]=new', '/newsletters/1'])
      expect(isSendablePath(path)).toBe(true);
  });
  it('never calls the network for a refused path', async () => {
    const { client, calls } = fakeClient();
    await expect(createSend({ httpClient: client })({ method: 'GET', path: '/users/new' })).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(0);
  });
});
