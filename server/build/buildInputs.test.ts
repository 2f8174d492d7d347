import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../projectRoot';
import { INPUT_DIRS } from './buildInputs';

/** Top-level folders nothing is built from: tools, output, the served media, the tests. */
const NOT_BUILT = new Set(['bench', 'dist', 'media', 'node_modules', 'test-results', 'tests']);

describe('the build inputs', () => {
  // ui/ (the floor under the three apps) was missing: a change there left `npm start` on the old build.
  it('take in every top-level source folder, so a change in any of them rebuilds', () => {
    const folders = readdirSync(PROJECT_ROOT, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !NOT_BUILT.has(e.name))
      .map((e) => e.name);
    expect([...INPUT_DIRS].sort()).toEqual(folders.sort());
  });
});
