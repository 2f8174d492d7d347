// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { recordsProvider, renderShellAt, useEnglishShell } from '../../tests/ui/shellHarness';
import { PERSONA_VIEWERS } from '../../tests/ui/viewers';

const english = useEnglishShell();

const WORLDS = [
  { id: '5', name: 'Arctic Adventure', contentType: 'story_world', state: 'published', updatedAt: '2026-11-01T10:00:00Z' },
  { id: '6', name: 'Rainforest Rescue', contentType: 'story_world', state: 'draft', updatedAt: '2026-11-02T10:00:00Z' },
];
const ITEMS = [{ id: '50', name: 'Polar bears', contentType: 'video', state: 'published', storyWorldId: '5', updatedAt: '2026-11-03T10:00:00Z' }];

/** The contents a list asks for by its filter, as the server would answer them; every request's filter is kept. */
function worldsProvider(): { provider: DataProvider; asked: unknown[] } {
  const asked: unknown[] = [];
  const base = recordsProvider({ contents: [...WORLDS, ...ITEMS] });
  const matching = (filter: Record<string, unknown>) => [...WORLDS, ...ITEMS].filter((r) => Object.entries(filter).every(([k, v]) => (r as Record<string, unknown>)[k] === v));
  const provider: DataProvider = {
    ...base,
    getList: ((resource: string, params: { filter: Record<string, unknown> }) => {
      asked.push(params.filter);
      const data = matching(params.filter);
      return resource === 'contents' ? Promise.resolve({ data, total: data.length }) : base.getList(resource, params as never);
    }) as never,
    getManyReference: ((_resource: string, params: { target: string; id: unknown }) => {
      const data = matching({ [params.target]: params.id });
      return Promise.resolve({ data, total: data.length });
    }) as never,
  };
  return { provider, asked };
}

describe('the story worlds screen', () => {
  it('lists the story worlds with their item counts, beside Content in the menu of a content manager', async () => {
    const { provider, asked } = worldsProvider();
    renderShellAt(english(), PERSONA_VIEWERS.contentManager, '/app/story-worlds', provider);
    const row = await screen.findByRole('row', { name: /Arctic Adventure/ });
    await waitFor(() => expect(within(row).getByText('1')).toBeTruthy());
    expect(screen.getByRole('row', { name: /Rainforest Rescue/ })).toBeTruthy();
    expect(screen.queryByText('Polar bears')).toBeNull();
    expect(asked).toContainEqual({ contentType: 'story_world' });
    // Every row is a story world: neither its type nor its (empty) world is a column.
    expect(screen.queryByRole('columnheader', { name: /Story world/ })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Story worlds' }).getAttribute('href')).toBe('/app/story-worlds');
    expect(screen.getByRole('link', { name: 'Create story world' }).getAttribute('href')).toBe(`/app/contents/create?source=${encodeURIComponent('{"contentType":"story_world"}')}`);
    fireEvent.click(row);
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/app/story-worlds/5'));
  });

  it('opens a world with its details form and its items, and adds an item to it', async () => {
    const { provider } = worldsProvider();
    renderShellAt(english(), PERSONA_VIEWERS.contentManager, '/app/story-worlds/5', provider);
    expect(await screen.findByRole('heading', { name: 'Items in this story world' })).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Polar bears/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add an item' }).getAttribute('href')).toBe(`/app/contents/create?source=${encodeURIComponent('{"storyWorldId":"5"}')}`);
  });

  it('is not a teacher’s: the address leads to the not-found page', async () => {
    renderShellAt(english(), PERSONA_VIEWERS.teacherA, '/app/story-worlds', worldsProvider().provider);
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/app/404'));
  });
});
