import { describe, expect, it } from 'vitest';
import { CACHE_PREFIX, cacheName, precacheUrls } from './precache';

const built = ['index.html', 'assets/index-abc.js', 'assets/index-abc.js.br', 'assets/index-abc.js.gz', 'assets/fi-x1.js', 'assets/index-abc.js.map', 'sw.js', 'sw.js.br', 'manifest.webmanifest', 'icons/icon-192.png'];
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('precacheUrls', () => {
  it('keeps the shell first and every built file under the base, without the worker, compressed variants or source maps', () => {
    expect(precacheUrls(built, '/student/')).toEqual([
      '/student/index.html',
      '/student/assets/fi-x1.js',
      '/student/assets/index-abc.js',
      '/student/icons/icon-192.png',
      '/student/manifest.webmanifest',
    ]);
  });

  it('refuses a build without its page', () => {
    expect(() => precacheUrls(['assets/index-abc.js'], '/student/')).toThrow(/index\.html/);
  });
});

describe('cacheName', () => {
  const build = [
    { path: 'index.html', bytes: bytes('<script src="assets/index-abc.js">') },
    { path: 'assets/index-abc.js', bytes: bytes('app') },
  ];

  it('is the same for the same files in any order, and ignores what is not precached', () => {
    const name = cacheName(build);
    expect(name).toMatch(new RegExp(`^${CACHE_PREFIX}[0-9a-f]{16}$`));
    expect(cacheName([...build].reverse())).toBe(name);
    expect(cacheName([...build, { path: 'sw.js', bytes: bytes('old worker') }, { path: 'assets/index-abc.js.br', bytes: bytes('x') }])).toBe(name);
  });

  it('changes when any precached file changes, is added or is renamed', () => {
    const name = cacheName(build);
    expect(cacheName([build[0]!, { path: 'assets/index-abc.js', bytes: bytes('app, fixed') }])).not.toBe(name);
    expect(cacheName([...build, { path: 'icons/icon-192.png', bytes: bytes('png') }])).not.toBe(name);
    expect(cacheName([build[0]!, { path: 'assets/index-abd.js', bytes: bytes('app') }])).not.toBe(name);
  });
});
