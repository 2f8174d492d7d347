/**
 * The worker's choices with a fake scope and an in-memory cache: what install keeps, what
 * activate deletes, and which requests are answered from the cache (pages and built files) and
 * which are left to the network (the API above all: answers are never cached).
 */
import { describe, expect, it } from 'vitest';
import { precacheMode, route, serviceWorker, type WorkerBuild, type WorkerEvent, type WorkerFetchEvent, type WorkerScope } from './serviceWorker';

const ORIGIN = 'http://127.0.0.1:4000';
const BUILD: WorkerBuild = {
  cacheName: 'student-app-new',
  cachePrefix: 'student-app-',
  urls: ['/student/index.html', '/student/assets/index-abc.js', '/student/manifest.webmanifest'],
  appPath: '/student',
};

const request = (path: string, init: { method?: string; mode?: RequestMode } = {}) => ({ url: `${ORIGIN}${path}`, method: init.method ?? 'GET', mode: init.mode ?? 'cors' });

describe('route', () => {
  it('answers every page of the app, the join address included, with the shell', () => {
    for (const path of ['/student', '/student/', '/student/join/green-apple', '/student?jwt=a.b.c', '/student/index.html']) {
      expect(route(request(path, { mode: 'navigate' }), ORIGIN, BUILD), path).toBe('shell');
    }
  });

  it('answers the built files from the cache', () => {
    expect(route(request('/student/assets/index-abc.js'), ORIGIN, BUILD)).toBe('file');
    expect(route(request('/student/manifest.webmanifest'), ORIGIN, BUILD)).toBe('file');
  });

  it('leaves the API, other apps, other origins, writes and unknown files to the network', () => {
    const network = [
      request('/api/v1/experiences', { method: 'POST' }),
      request('/api/v1/lessons/1'),
      request('/api/v1/lessons/1', { mode: 'navigate' }),
      request('/student/assets/index-abc.js', { method: 'HEAD' }),
      request('/student/assets/index-old.js'),
      request('/students', { mode: 'navigate' }),
      request('/welcome', { mode: 'navigate' }),
      { url: 'https://elsewhere.example/student/assets/index-abc.js', method: 'GET', mode: 'cors' as RequestMode },
    ];
    for (const r of network) expect(route(r, ORIGIN, BUILD), `${r.method} ${r.url} ${r.mode}`).toBe('network');
  });
});

/** A cache storage in memory, keyed by path. */
function memoryCaches(initial: string[]): CacheStorage & { stores: Map<string, Map<string, Response>> } {
  const stores = new Map<string, Map<string, Response>>(initial.map((n) => [n, new Map()]));
  const open = (name: string): Map<string, Response> => stores.get(name) ?? stores.set(name, new Map()).get(name)!;
  const path = (r: RequestInfo | URL): string => new URL(r instanceof Request ? r.url : String(r), ORIGIN).pathname;
  return {
    stores,
    open: async (name: string) =>
      ({
        addAll: async (requests: Request[]) => {
          for (const r of requests) open(name).set(path(r), new Response(`cached ${path(r)}`));
        },
        match: async (r: RequestInfo) => open(name).get(path(r))?.clone(),
      }) as unknown as Cache,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    has: async (name: string) => stores.has(name),
    match: async () => undefined,
  };
}

function fakeScope(caches: CacheStorage) {
  const listeners = new Map<string, (event: WorkerEvent | WorkerFetchEvent) => void>();
  const calls: string[] = [];
  const scope: WorkerScope = {
    location: { origin: ORIGIN },
    caches,
    fetch: async (r) => {
      calls.push(`fetch ${typeof r === 'string' ? r : r.url}`);
      return new Response('from the network');
    },
    skipWaiting: async () => void calls.push('skipWaiting'),
    clients: { claim: async () => void calls.push('claim') },
    addEventListener: (type: string, listener: (event: never) => void) => void listeners.set(type, listener as (event: WorkerEvent | WorkerFetchEvent) => void),
  };
  serviceWorker(scope, BUILD);
  const lifecycle = async (type: 'install' | 'activate'): Promise<void> => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ waitUntil: (p: Promise<unknown>) => void (done = p) } as unknown as WorkerEvent);
    await done;
  };
  const fetchEvent = async (path: string, mode: RequestMode = 'cors'): Promise<string | undefined> => {
    let answer: Promise<Response> | undefined;
    const req = { url: `${ORIGIN}${path}`, method: 'GET', mode } as Request;
    listeners.get('fetch')!({ request: req, respondWith: (r: Promise<Response>) => void (answer = r) } as unknown as WorkerFetchEvent);
    return answer ? (await answer).text() : undefined;
  };
  return { calls, lifecycle, fetchEvent };
}

describe('precacheMode', () => {
  it('takes hashed assets from the HTTP cache (the first visit just fetched them) and revalidates the rest', () => {
    expect(precacheMode('/student/assets/index-abc.js')).toBe('default');
    for (const url of ['/student/index.html', '/student/manifest.webmanifest', '/student/icons/icon-192.png']) expect(precacheMode(url), url).toBe('no-cache');
  });
});

describe('serviceWorker', () => {
  it('precaches the build on install, then replaces the old build: its cache deleted, pages claimed', async () => {
    const caches = memoryCaches(['student-app-old', 'someone-else']);
    const worker = fakeScope(caches);
    await worker.lifecycle('install');
    expect([...caches.stores.get('student-app-new')!.keys()]).toEqual(BUILD.urls);
    expect(worker.calls).toEqual(['skipWaiting']);
    await worker.lifecycle('activate');
    expect([...caches.stores.keys()].sort()).toEqual(['someone-else', 'student-app-new']);
    expect(worker.calls).toEqual(['skipWaiting', 'claim']);
  });

  it('serves the join address and the scripts from the cache, and never answers an API call', async () => {
    const worker = fakeScope(memoryCaches([]));
    await worker.lifecycle('install');
    expect(await worker.fetchEvent('/student/join/green-apple', 'navigate')).toBe('cached /student/index.html');
    expect(await worker.fetchEvent('/student/assets/index-abc.js')).toBe('cached /student/assets/index-abc.js');
    expect(await worker.fetchEvent('/api/v1/passphrase_logins?filter[passphrase]=green-apple')).toBeUndefined();
    expect(worker.calls.filter((c) => c.startsWith('fetch'))).toEqual([]);
  });

  it('goes to the network for a page when the cache lost its shell', async () => {
    const worker = fakeScope(memoryCaches([]));
    expect(await worker.fetchEvent('/student', 'navigate')).toBe('from the network');
    expect(worker.calls).toEqual([`fetch ${ORIGIN}/student`]);
  });
});
