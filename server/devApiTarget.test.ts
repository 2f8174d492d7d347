import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserConfig, UserConfigFnObject } from 'vite';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The proxy targets of a Vite config file, loaded as `npm run dev` loads it. */
async function proxyTargets(configFile: string): Promise<unknown[]> {
  const loaded = ((await import(configFile)) as { default: UserConfig | UserConfigFnObject }).default;
  // A config written as a function (the registration app's, which also builds for the server) is asked as the dev server asks it.
  const config = typeof loaded === 'function' ? loaded({ command: 'serve', mode: 'development', isSsrBuild: false, isPreview: false }) : loaded;
  return Object.values(config.server?.proxy ?? {});
}

describe('npm run dev with another PORT', () => {
  it('sends every app’s API calls to the API on that port', async () => {
    vi.stubEnv('PORT', '4100');
    for (const file of ['../vite.config.ts', '../registration/vite.config.ts', '../student/vite.config.ts']) {
      const targets = await proxyTargets(file);
      expect(targets.length, file).toBeGreaterThan(0);
      expect(new Set(targets), file).toEqual(new Set(['http://127.0.0.1:4100']));
    }
  });
});
