/**
 * The registration and student apps' built bundles must not contain react-admin (each is a
 * separate app with its own theme). react-admin leaves recognisable class-name prefixes and
 * message keys in any bundle it is part of; the shell's bundle proves the markers are real.
 * What each first screen downloads is deterministic for a build, so it is asserted here against
 * the limits of bench/bundleSizes.ts (issue 15); the bench prints the same figures.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APP_ENTRIES, entrySize, FIRST_SCREEN_GZIP_LIMIT } from '../../bench/bundleSizes';

const MARKERS = ['RaDatagrid', 'RaLayout', 'ra.action.delete'];

function bundleText(app: string): string {
  const dir = join('dist', app, 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
}

/** Each app's build folder and the address its page loads its scripts from. */
const APPS = [
  { app: 'registration', assets: '/assets/' },
  { app: 'student', assets: '/student/assets/' },
] as const;

describe.each(APPS)('$app bundle', ({ app, assets }) => {
  it('carries no react-admin, while the shell bundle does', () => {
    const shell = bundleText('app');
    const bundle = bundleText(app);
    for (const marker of MARKERS) {
      expect(shell, `shell bundle should contain ${marker}`).toContain(marker);
      expect(bundle, `${app} bundle must not contain ${marker}`).not.toContain(marker);
    }
    const page = readFileSync(join('dist', app, 'index.html'), 'utf8');
    expect(page).toContain(`src="${assets}`);
    console.info(`${app} bundle: ${Math.round(bundle.length / 1024)} KiB, ${Math.round(gzipSync(bundle).length / 1024)} KiB gzipped`);
  });
});

describe.each(APP_ENTRIES)('$label', ({ app, base }) => {
  it('loads no more JavaScript before its first screen works than its limit', () => {
    const size = entrySize('dist', app, base);
    expect(size.files.length).toBeGreaterThan(0);
    expect(size.gzip, `${size.files.join(', ')}`).toBeLessThanOrEqual(FIRST_SCREEN_GZIP_LIMIT[app]);
  });
});
