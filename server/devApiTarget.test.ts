import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserConfig } from 'vite';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The proxy targets of a Vite config file, loaded as `npm run dev` loads it. */
async function proxyTargets(configFile: string): Promise<unknown[]> {
  const config = (await import(configFile)) as { default: UserConfig };
  return Object.values(config.default.server?.proxy ?? {});
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
