// @vitest-environment jsdom
/**
 * A parent and a child typing a staff screen's address (a resource's list or record, a teacher's
 * page) get the not-found page, though the server lets them read those records for their own
 * pages; their own pages still open (authProvider/screenReach.ts).
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { recordsProvider, renderShellAt, useEnglishShell } from '../../tests/ui/shellHarness';
import { viewer } from '../../tests/ui/viewers';

const english = useEnglishShell();
configure({ asyncUtilTimeout: 10_000 });
const family = { organizationId: null, record: { id: '42' } };
const parent = viewer('parent', [], family);
const child = viewer('home_student', [], { ...family, id: '77', userId: '77', record: { id: '77' } });
const records = recordsProvider({ users: [{ id: '77', role: 'home_student', firstName: 'Charlie', parentId: '42' }], favourites: [], collections: [], lessons: [] });
const address = (): string => screen.getByRole('status', { name: 'address' }).textContent ?? '';

describe('family roles typing staff addresses', () => {
  it.each(['/app/users', '/app/users/77/edit', '/app/users/create', '/app/collections', '/app/favourites', '/app/lessons', '/app/tags'])(
    'sends a parent from %s to the not-found page',
    async (path) => {
      renderShellAt(english(), parent, path, records);
      await waitFor(() => expect(address()).toBe('/app/404'));
    },
  );

  it.each(['/app/users', '/app/users/77/show', '/app/collections', '/app/lessons', '/app/my-school'])('sends a child from %s to the not-found page', async (path) => {
    renderShellAt(english(), child, path, records);
    await waitFor(() => expect(address()).toBe('/app/404'));
  });

  it('still opens a parent’s My children', async () => {
    renderShellAt(english(), parent, '/app/my-children', records);
    await waitFor(() => expect(document.title).toBe('My children - Education platform'));
    expect(address()).toBe('/app/my-children');
  });

  it('still opens a child’s Favourites', async () => {
    renderShellAt(english(), child, '/app/favourites', records);
    await waitFor(() => expect(document.title).toBe('Favourites - Education platform'));
    expect(address()).toBe('/app/favourites');
  });
});
