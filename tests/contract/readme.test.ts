import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { permissionTableMarkdown } from '../../resources/permissionTable';

describe('README', () => {
  it('documents the permission table exactly as the schemas declare it', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const documented = /<!-- permission-table:start -->\n([\s\S]*?)\n<!-- permission-table:end -->/.exec(readme)?.[1];
    expect(documented).toBe(permissionTableMarkdown());
  });
});
