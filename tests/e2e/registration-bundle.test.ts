/**
 * The registration app's built bundle must not contain react-admin (issue: a separate app with its
 * own theme). react-admin leaves recognisable class-name prefixes and message keys in any bundle
 * it is part of; the shell's bundle proves the markers are real.
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

describe('registration bundle', () => {
  it('carries no react-admin, while the shell bundle does', () => {
    const shell = bundleText('app');
    const registration = bundleText('registration');
    for (const marker of MARKERS) {
      expect(shell, `shell bundle should contain ${marker}`).toContain(marker);
      expect(registration, `registration bundle must not contain ${marker}`).not.toContain(marker);
    }
    // Reported, not asserted: size targets belong in benchmarks.
    console.info(`registration bundle: ${Math.round(registration.length / 1024)} KiB, ${Math.round(gzipSync(registration).length / 1024)} KiB gzipped`);
  });
});
