/**
 * The student app's service worker (issue 25), written by hand and compiled into
 * dist/student/sw.js by swPlugin.ts with this build's cache name and file list:
 *
 * | Request | Answer |
 * |---|---|
 * | install | precache every built file under one versioned cache (hashed scripts from the HTTP cache: not downloaded twice); take over at once (skipWaiting) |
 * | activate | delete the caches of earlier builds, control the open pages (clients.claim) |
 * | a page under /student (/student, /student/join/<passphrase>, …) | the cached index.html; the network only if it is missing |
 * | a file of the build (/student/assets/…, icons, manifest) | the cache, else the network |
 * | /api/…, another origin, anything not GET | not touched: the browser sends it as without a worker, so answers are never cached and the offline queue (student/answers/) sends them as before |
 *
 * Taking over at once is safe here: every address the old pages still ask for is a hashed file the
 * old build's pages name, which the server no longer has after a deployment with or without a worker.
 */

/** The parts of the worker's global scope used here (the DOM library has no ServiceWorkerGlobalScope). */
export interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
export interface WorkerFetchEvent extends WorkerEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
export interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly caches: CacheStorage;
  fetch(request: Request | string): Promise<Response>;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
}

export interface WorkerBuild {
  /** This build's cache (precache.ts cacheName). */
  cacheName: string;
  /** Names of caches this worker owns: the others starting with it are earlier builds'. */
  cachePrefix: string;
  /** Absolute paths, the shell (index.html) first. */
  urls: readonly string[];
  /** The app's path (`/student`): pages at it and below it get the shell. */
  appPath: string;
}

/** Whether the worker answers `request`, and with what: the shell, a cached file, or nothing (the network as usual). */
export function route(request: Pick<Request, 'method' | 'url' | 'mode'>, origin: string, build: WorkerBuild): 'shell' | 'file' | 'network' {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname.startsWith('/api/')) return 'network';
  const inApp = url.pathname === build.appPath || url.pathname.startsWith(`${build.appPath}/`);
  if (!inApp) return 'network';
  if (build.urls.includes(url.pathname) && url.pathname !== build.urls[0]) return 'file';
  return request.mode === 'navigate' ? 'shell' : 'network';
}

/**
 * How install fetches a file: a hashed asset (assets/, immutable) may come from the HTTP cache,
 * so the scripts the first visit has just downloaded are not downloaded a second time; the
 * unhashed files (the page, manifest, icons) are revalidated, never an older copy.
 */
export function precacheMode(url: string): RequestCache {
  return url.includes('/assets/') ? 'default' : 'no-cache';
}

async function cached(scope: WorkerScope, build: WorkerBuild, key: string, request: Request): Promise<Response> {
  const cache = await scope.caches.open(build.cacheName);
  return (await cache.match(key)) ?? scope.fetch(request);
}

export function serviceWorker(scope: WorkerScope, build: WorkerBuild): void {
  scope.addEventListener('install', (event) => {
    event.waitUntil(
      (async () => {
        const cache = await scope.caches.open(build.cacheName);
        await cache.addAll(build.urls.map((url) => new Request(new URL(url, scope.location.origin), { cache: precacheMode(url) })));
        await scope.skipWaiting();
      })(),
    );
  });
  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const names = await scope.caches.keys();
        await Promise.all(names.filter((n) => n.startsWith(build.cachePrefix) && n !== build.cacheName).map((n) => scope.caches.delete(n)));
        await scope.clients.claim();
      })(),
    );
  });
  scope.addEventListener('fetch', (event) => {
    const how = route(event.request, scope.location.origin, build);
    if (how === 'network') return;
    const shell = build.urls[0] ?? `${build.appPath}/index.html`;
    event.respondWith(cached(scope, build, how === 'shell' ? shell : new URL(event.request.url).pathname, event.request));
  });
}
