// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { recordsProvider, renderShellAt, useEnglishShell } from '../../tests/ui/shellHarness';
import { PERSONA_VIEWERS } from '../../tests/ui/viewers';
import { onPhone } from '../../tests/ui/onPhone';

const english = useEnglishShell();
afterEach(() => vi.unstubAllGlobals());

const address = (): string | null => screen.getByRole('status', { name: 'address' }).textContent;

const WORLDS = [
  { id: '5', name: 'Arctic Adventure', contentType: 'story_world', state: 'published', updatedAt: '2026-11-01T10:00:00Z' },
  { id: '6', name: 'Rainforest Rescue', contentType: 'story_world', state: 'draft', updatedAt: '2026-11-02T10:00:00Z' },
];
const ITEMS = [{ id: '50', name: 'Polar bears', contentType: 'video', state: 'published', storyWorldId: '5', updatedAt: '2026-11-03T10:00:00Z' }];

/** The contents a list asks for by its filter, as the server would answer them; every request's filter is kept. */
function worldsProvider(): { provider: DataProvider; asked: unknown[]; created: Record<string, unknown>[]; updated: Record<string, unknown>[] } {
  const asked: unknown[] = [];
  const created: Record<string, unknown>[] = [];
  const updated: Record<string, unknown>[] = [];
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
    create: ((_resource: string, params: { data: Record<string, unknown> }) => {
      created.push(params.data);
      return Promise.resolve({ data: { ...params.data, id: '7' } });
    }) as never,
    update: ((_resource: string, params: { id: string; data: Record<string, unknown> }) => {
      updated.push(params.data);
      return Promise.resolve({ data: { ...params.data, id: params.id } });
    }) as never,
  };
  return { provider, asked, created, updated };
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
    expect(screen.getByRole('link', { name: 'Create story world' }).getAttribute('href')).toBe('/app/story-worlds/new');
    await waitFor(() => expect(document.title).toMatch(/^Story worlds - /));
    fireEvent.click(row);
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/app/story-worlds/5'));
  });

  it('opens a world as a story world: its own fields, its items, and adding an item to it', async () => {
    const { provider } = worldsProvider();
    renderShellAt(english(), PERSONA_VIEWERS.contentManager, '/app/story-worlds/5', provider);
    expect(await screen.findByRole('heading', { name: 'Items in this story world' })).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Polar bears/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    // Called what it is, on the page and in the tab; a world is in no world and stays a world.
    await waitFor(() => expect(document.title).toMatch(/^Arctic Adventure - Story worlds - /));
    expect(screen.getAllByText('Story world Arctic Adventure').length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(/^Story world/)).toBeNull();
    expect(screen.queryByLabelText(/^Content type|^Type/)).toBeNull();
    // Its page is this one: no Show button out to the content screens.
    expect(screen.queryByRole('link', { name: 'Show' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add an item' }).getAttribute('href')).toBe('/app/story-worlds/5/items/new');
  });

  it("opens a world's item under the world, from a row at 1280 px and from its card at 420 px", async () => {
    renderShellAt(english(), PERSONA_VIEWERS.contentManager, '/app/story-worlds/5', worldsProvider().provider);
    const row = await screen.findByRole('row', { name: /Polar bears/ });
    // Every item is in this world: no column naming it, linking out to the content screens.
    expect(screen.queryByRole('columnheader', { name: /Story world/ })).toBeNull();
    fireEvent.click(row);
    await waitFor(() => expect(address()).toBe('/app/story-worlds/5/items/50/edit'));
    cleanup();

    onPhone();
    renderShellAt(english(), PERSONA_VIEWERS.superUser, '/app/story-worlds/5', worldsProvider().provider);
    const card = await screen.findByRole('heading', { level: 2, name: 'Polar bears' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/app/story-worlds/5/items/50/edit');
  });

  it("edits an item in its world: the world not offered, the way back named, saving returns to the world", async () => {
    const { provider, updated } = worldsProvider();
    renderShellAt(english(), PERSONA_VIEWERS.contentManager, '/app/story-worlds/5/items/50', provider);
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(address()).toBe('/app/story-worlds/5/items/50/edit'));
    expect(screen.queryByLabelText(/^Story world/)).toBeNull();
    expect((await screen.findByRole('link', { name: 'Arctic Adventure' })).getAttribute('href')).toBe('/app/story-worlds/5');
    expect(screen.queryByRole('link', { name: 'Show' })).toBeNull();
    fireEvent.change(name, { target: { value: 'Polar bears and cubs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0]).toMatchObject({ name: 'Polar bears and cubs', storyWorldId: '5' });
    await waitFor(() => expect(address()).toBe('/app/story-worlds/5'));
  });

  it("finds no item of one world under another", async () => {
    renderShellAt(english(), PERSONA_VIEWERS.contentManager, '/app/story-worlds/6/items/50/edit', worldsProvider().provider);
    await waitFor(() => expect(address()).toBe('/app/404'));
  });

  it('finds no story world at the address of another content item', async () => {
    renderShellAt(english(), PERSONA_VIEWERS.contentManager, '/app/story-worlds/50', worldsProvider().provider);
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/app/404'));
  });

  it('creates a world as a story world and opens its page', async () => {
    const { provider, created } = worldsProvider();
    renderShellAt(english(), PERSONA_VIEWERS.contentManager, '/app/story-worlds/new', provider);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Desert Quest' } });
    expect(screen.queryByLabelText(/^Story world/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ name: 'Desert Quest', contentType: 'story_world' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/app/story-worlds/7'));
  });

  it('adds an item in a world without asking which, then returns to the world', async () => {
    const { provider, created } = worldsProvider();
    renderShellAt(english(), PERSONA_VIEWERS.contentManager, '/app/story-worlds/5/items/new', provider);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Walruses' } });
    expect(screen.queryByLabelText(/^Story world/)).toBeNull();
    // The way back to the world, named after it.
    expect((await screen.findByRole('link', { name: 'Arctic Adventure' })).getAttribute('href')).toBe('/app/story-worlds/5');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Content type|^Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Film' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ name: 'Walruses', contentType: 'video', storyWorldId: '5' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/app/story-worlds/5'));
  });

  it('is not a teacher’s: the address leads to the not-found page', async () => {
    renderShellAt(english(), PERSONA_VIEWERS.teacherA, '/app/story-worlds', worldsProvider().provider);
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/app/404'));
  });
});
