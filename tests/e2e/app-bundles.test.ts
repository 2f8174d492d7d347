/**
 * The registration and student apps' built bundles must not contain react-admin (each is a
 * separate app with its own theme). react-admin leaves recognisable class-name prefixes and
 * message keys in any bundle it is part of; the shell's bundle proves the markers are real.
 * Sizes are reported, not asserted: size targets belong in benchmarks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

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
