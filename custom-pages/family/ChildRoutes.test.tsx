// @vitest-environment jsdom
/**
 * A child in the whole shell: their home is the child's home, an item of their home opens on
 * the library's item page, and the teachers' and parents' pages (lesson plans, My children, School account) lead to 404.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { recordsProvider, renderShellAt, useEnglishShell } from '../../tests/ui/shellHarness';
import { viewer } from '../../tests/ui/viewers';

const english = useEnglishShell();
configure({ asyncUtilTimeout: 10_000 });
const child = viewer('home_student', [], { organizationId: null, firstName: 'Charlie', record: { id: '42' } });
const records = { contents: [{ id: '1', name: 'Harbour Lights', contentType: 'video', locked: false, description: 'A short film.' }] };
const address = (): string => screen.getByRole('status', { name: 'address' }).textContent ?? '';

describe('a child in the shell', () => {
  it('lands on the child’s home', async () => {
    renderShellAt(english(), child, '/app', recordsProvider(records));
    expect(await screen.findByRole('heading', { name: 'Hello, Charlie!' })).toBeTruthy();
  });

  it('opens a library item from their home', async () => {
    renderShellAt(english(), child, '/app/library/1', recordsProvider(records));
    expect(await screen.findByRole('heading', { name: 'About' })).toBeTruthy();
    expect(address()).toBe('/app/library/1');
  });

  it.each(['/app/lesson-plans', '/app/my-children', '/app/school-account'])('is kept out of %s', async (path) => {
    renderShellAt(english(), child, path, recordsProvider(records));
    await waitFor(() => expect(address()).toBe('/app/404'));
  });
});
