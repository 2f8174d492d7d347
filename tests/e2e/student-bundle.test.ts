/**
 * The student app's built bundle must not contain react-admin (ARCHITECTURE: its own small app
 * and theme). The markers are those of tests/e2e/registration-bundle.test.ts; the shell's bundle
 * proves they are real.
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

describe('student bundle', () => {
  it('carries no react-admin, while the shell bundle does', () => {
    const shell = bundleText('app');
    const student = bundleText('student');
    for (const marker of MARKERS) {
      expect(shell, `shell bundle should contain ${marker}`).toContain(marker);
      expect(student, `student bundle must not contain ${marker}`).not.toContain(marker);
    }
    // Served under /student/: every asset address in its page starts there.
    const page = readFileSync(join('dist', 'student', 'index.html'), 'utf8');
    expect(page).toMatch(/src="\/student\/assets\/[^"]+\.js"/);
    console.info(`student bundle: ${Math.round(student.length / 1024)} KiB, ${Math.round(gzipSync(student).length / 1024)} KiB gzipped`);
  });
});
