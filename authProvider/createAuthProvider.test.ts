// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeClient, makeJwt, secondsFromNow, type Responder } from '../tests/support/testClient';
import { createAuthProvider } from './createAuthProvider';
import { superUserDocument, teacherDocument, viewerDocument } from '../tests/support/viewerFixtures';

const liveJwt = (): string => makeJwt({ sub: '42', exp: secondsFromNow(3600) });
const expiredJwt = (): string => makeJwt({ sub: '42', exp: secondsFromNow(-60) });
const tokenCreated = (jwt: string) => ({
  status: 201,
  json: { data: { type: 'tokens', id: 't1', attributes: { jwt, expires_at: '2030-01-01T00:00:00Z' } } },
});

function setup(responder?: Responder) {
  const { client, calls } = fakeClient(responder);
  const provider = createAuthProvider({ httpClient: client });
  return { provider, calls };
}

/** Answers token requests and the viewer request; counts nothing else. */
const serverWith = (viewer: () => unknown, jwt = liveJwt()): Responder => (call) =>
  call.url.includes('/user/tokens') ? tokenCreated(jwt) : { status: 200, json: viewer() };

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/app/');
});
afterEach(() => localStorage.clear());

describe('login', () => {
  it('posts email and password and stores the jwt under localStorage "jwt"', async () => {
    const jwt = liveJwt();
    const { provider, calls } = setup(() => tokenCreated(jwt));
    await provider.login({ username: 'ada@school.test', password: 'secret1' });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      [
        'POST',
        '/api/v1/user/tokens',
        { data: { type: 'tokens', attributes: { email: 'ada@school.test', password: 'secret1' } } },
      ],
    ]);
    expect(calls[0]?.headers['Content-Type']).toBe('application/vnd.api+json');
    expect(localStorage.getItem('jwt')).toBe(jwt);
  });

  it('sends a login without @ as username', async () => {
    const { provider, calls } = setup(() => tokenCreated(liveJwt()));
    await provider.login({ username: 'kid_ada', password: 'secret1' });
    expect(calls[0]?.body).toEqual({ data: { type: 'tokens', attributes: { username: 'kid_ada', password: 'secret1' } } });
  });

  it('does not send an old token with the sign-in', async () => {
    localStorage.setItem('jwt', liveJwt());
    const { provider, calls } = setup(() => tokenCreated(liveJwt()));
    await provider.login({ username: 'ada@school.test', password: 'x' });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it.each([
    [401, 'auth.errors.subscriptionExpired'],
    [404, 'auth.errors.incorrectCredentials'],
    [422, 'auth.errors.loginNotAllowed'],
    [429, 'auth.errors.tooManyAttempts'],
    [470, ''],
    [500, 'auth.errors.checkCorrectly'],
  ])('rejects status %i with %j and stores nothing', async (status, message) => {
    const { provider } = setup(() => ({ status, json: { errors: [{ status: String(status), detail: 'server text' }] } }));
    const error: unknown = await provider.login({ username: 'ada@school.test', password: 'bad' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status, message });
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('rejects a network failure as no connection', async () => {
    const { provider } = setup(() => new TypeError('Failed to fetch'));
    await expect(provider.login({ username: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 0,
      message: 'errors.api.noConnection',
    });
  });

  it('rejects a 201 without a jwt', async () => {
    const { provider } = setup(() => ({ status: 201, json: { data: { type: 'tokens', id: '1', attributes: {} } } }));
    await expect(provider.login({ username: 'a@b.c', password: 'x' })).rejects.toMatchObject({ message: 'auth.errors.checkCorrectly' });
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('drops the previous viewer so the next question loads the new one', async () => {
    let doc = teacherDocument();
    const { provider, calls } = setup(serverWith(() => doc));
    await provider.login({ username: 'ada@school.test', password: 'x' });
    expect((await provider.getIdentity?.())?.id).toBe('42');
    doc = superUserDocument();
    await provider.login({ username: 'root@edu.test', password: 'x' });
    expect((await provider.getIdentity?.())?.id).toBe('1');
    expect(calls.filter((c) => c.url.startsWith('/api/v1/user?')).length).toBe(2);
  });
});

describe('logout', () => {
  it('clears the token and cached viewer and sends the browser to /login', async () => {
    const { provider, calls } = setup(serverWith(teacherDocument));
    await provider.login({ username: 'ada@school.test', password: 'x' });
    await provider.getPermissions?.({});
    expect(await provider.logout({})).toBe('/login');
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(await provider.getPermissions?.({})).toBeNull();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });
});

describe('checkAuth', () => {
  it('rejects silently without a token', async () => {
    const { provider, calls } = setup();
    await expect(provider.checkAuth({})).rejects.toEqual({ message: false });
    expect(calls).toHaveLength(0);
  });

  it('rejects an expired token and forgets it', async () => {
    localStorage.setItem('jwt', expiredJwt());
    const { provider, calls } = setup();
    await expect(provider.checkAuth({})).rejects.toEqual({ message: 'ra.auth.auth_check_error' });
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('loads the viewer once with the includes and the bearer token', async () => {
    const jwt = liveJwt();
    localStorage.setItem('jwt', jwt);
    const { provider, calls } = setup(serverWith(teacherDocument));
    await provider.checkAuth({});
    await provider.checkAuth({});
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', '/api/v1/user?include=organization,organization.licensings,organization.licensings.license'],
    ]);
    expect(calls[0]?.headers.Authorization).toBe(`Bearer ${jwt}`);
  });

  it('loads the viewer again when another tab stores a different token', async () => {
    localStorage.setItem('jwt', liveJwt());
    const { provider, calls } = setup(serverWith(teacherDocument));
    await provider.checkAuth({});
    localStorage.setItem('jwt', makeJwt({ sub: '42', exp: secondsFromNow(7200) }));
    await provider.checkAuth({});
    expect(calls).toHaveLength(2);
  });

  it('loads the viewer again after a profile change, keeping the token', async () => {
    const jwt = liveJwt();
    localStorage.setItem('jwt', jwt);
    let firstName = 'Ada';
    const named = () => {
      const doc = viewerDocument() as { data: { attributes: Record<string, unknown> } };
      doc.data.attributes.first_name = firstName;
      return doc;
    };
    const { provider, calls } = setup(serverWith(named));
    await provider.checkAuth({});
    firstName = 'Addie';
    expect((await provider.reloadViewer()).firstName).toBe('Addie');
    expect((await provider.getViewer()).firstName).toBe('Addie');
    expect(calls).toHaveLength(2);
    expect(localStorage.getItem('jwt')).toBe(jwt);
  });

  it('logs out an unsubscribed teacher whose trial has ended (seed section 4)', async () => {
    localStorage.setItem('jwt', liveJwt());
    const { provider } = setup(serverWith(() => viewerDocument({ daysUntilTrialExpires: 0 })));
    await expect(provider.checkAuth({})).rejects.toEqual({ message: 'auth.errors.subscriptionExpired' });
    expect(localStorage.getItem('jwt')).toBeNull();
    // The sign-in page is told why, once.
    expect(await provider.logout({})).toBe('/login?reason=subscriptionExpired');
    expect(await provider.logout({})).toBe('/login');
  });

  it('keeps an admin whose trial has ended', async () => {
    localStorage.setItem('jwt', liveJwt());
    const doc = () => viewerDocument({ daysUntilTrialExpires: -5, role: 'admin', userType: 'admins' });
    const { provider } = setup(serverWith(doc));
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
  });

  it('logs out when the viewer cannot be loaded', async () => {
    localStorage.setItem('jwt', liveJwt());
    const { provider } = setup(() => ({ status: 401, json: { errors: [{ status: '401' }] } }));
    await expect(provider.checkAuth({})).rejects.toEqual({ message: 'ra.auth.auth_check_error' });
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('keeps the session when offline, and retries the viewer later', async () => {
    localStorage.setItem('jwt', liveJwt());
    let online = false;
    const { provider, calls } = setup((call) => (online ? serverWith(teacherDocument)(call) : new TypeError('offline')));
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(localStorage.getItem('jwt')).not.toBeNull();
    online = true;
    expect((await provider.getIdentity?.())?.id).toBe('42');
    expect(calls).toHaveLength(2);
  });
});

describe('checkError', () => {
  it('rejects on 401 so react-admin logs out, and forgets the token', async () => {
    localStorage.setItem('jwt', liveJwt());
    const { provider } = setup();
    await expect(provider.checkError({ status: 401, message: 'x' })).rejects.toMatchObject({ logoutUser: true });
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('resolves on 403 so the user stays signed in and the caller shows the message', async () => {
    localStorage.setItem('jwt', liveJwt());
    const { provider } = setup();
    await expect(provider.checkError({ status: 403, message: 'errors.api.forbidden' })).resolves.toBeUndefined();
    expect(localStorage.getItem('jwt')).not.toBeNull();
  });

  it('resolves on other errors', async () => {
    const { provider } = setup();
    await expect(provider.checkError({ status: 422 })).resolves.toBeUndefined();
    await expect(provider.checkError(new Error('boom'))).resolves.toBeUndefined();
  });
});

describe('getIdentity and getPermissions', () => {
  it('builds the identity from the viewer', async () => {
    localStorage.setItem('jwt', liveJwt());
    const { provider } = setup(serverWith(teacherDocument));
    expect(await provider.getIdentity?.()).toEqual({ id: '42', fullName: 'Ada Lovelace', email: 'ada@school.test' });
  });

  it('returns the viewer as permissions', async () => {
    localStorage.setItem('jwt', liveJwt());
    const { provider } = setup(serverWith(teacherDocument));
    expect(await provider.getPermissions?.({})).toMatchObject({ id: '42', role: 'teacher', organizationId: '3', type: 'teachers' });
  });
});

describe('canAccess', () => {
  it('applies the kit table to the loaded teacher', async () => {
    localStorage.setItem('jwt', liveJwt());
    const { provider, calls } = setup(serverWith(teacherDocument));
    const can = (action: string, resource: string, record?: Record<string, unknown>) =>
      provider.canAccess?.({ action, resource, ...(record ? { record } : {}) });
    expect(await can('create', 'organizations')).toBe(false);
    expect(await can('show', 'organizations', { id: '3' })).toBe(true);
    expect(await can('show', 'organizations', { id: '4' })).toBe(false);
    expect(await can('list', 'users')).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('lets a super user do anything', async () => {
    localStorage.setItem('jwt', liveJwt());
    const { provider } = setup(serverWith(superUserDocument));
    expect(await provider.canAccess?.({ action: 'create', resource: 'organizations' })).toBe(true);
    expect(await provider.canAccess?.({ action: 'delete', resource: 'admin_users', record: { id: '5', organizationId: '9' } })).toBe(true);
  });

  it('denies everything without a token', async () => {
    const { provider, calls } = setup();
    expect(await provider.canAccess?.({ action: 'list', resource: 'tags' })).toBe(false);
    expect(calls).toHaveLength(0);
  });
});

describe('jwt in the address', () => {
  it('is stored and removed from the address when the provider is created', () => {
    const jwt = liveJwt();
    window.history.replaceState(null, '', `/app/lessons?jwt=${jwt}&tab=1`);
    setup();
    expect(localStorage.getItem('jwt')).toBe(jwt);
    expect(window.location.pathname + window.location.search).toBe('/app/lessons?tab=1');
  });

  it('is ignored when expired, and removed all the same', () => {
    window.history.replaceState(null, '', `/app/?jwt=${expiredJwt()}`);
    setup();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('is ignored when garbage, and removed all the same', () => {
    window.history.replaceState(null, '', '/app/?jwt=garbage');
    setup();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(window.location.search).toBe('');
  });
});
