// @vitest-environment jsdom
/** The collection editor in the shell: publishing with too few items saves a draft and says why; keyboard re-ordering saves the new order. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, testDataProvider, type DataProvider, type RaRecord, type UpdateParams } from 'react-admin';
import { renderShellAt, useEnglishShell } from '../../tests/ui/shellHarness';
import { viewer } from '../../tests/ui/viewers';

const english = useEnglishShell();
/** The whole shell renders slowly on a busy machine: generous limits, never a sleep. */
const PATIENT = { timeout: 20_000 };
const teacher = viewer('teacher'); // id 42

const NAMES = ['Volcanoes of Iceland', 'Lava lamp science', 'Item three', 'Deep sea vents', 'Ring of fire'];
const contents: RaRecord[] = NAMES.map((name, i) => ({ id: String(i + 1), name, contentType: 'video', locked: i === 3 }));

function collection(items: number): RaRecord {
  return {
    id: '5',
    name: 'Volcanoes',
    authorId: '42',
    state: 'draft',
    description: null,
    curriculumText: null,
    teacherNotes: null,
    keywords: [],
    subjects: [],
    ageRanges: [],
    tagsIds: [],
    publishedLocales: [],
    itemsIds: contents.slice(0, items).map((c) => c.id),
  };
}

type Update = (params: UpdateParams) => Promise<{ data: RaRecord }>;

function provider(stored: RaRecord, update: Update): DataProvider {
  const byIds = (list: RaRecord[], ids: unknown[]): RaRecord[] => list.filter((r) => ids.map(String).includes(String(r.id)));
  return testDataProvider({
    getOne: (() => Promise.resolve({ data: stored })) as never,
    getMany: ((resource: string, { ids }: { ids: unknown[] }) => Promise.resolve({ data: resource === 'contents' ? byIds(contents, ids) : [] })) as never,
    getList: (() => Promise.resolve({ data: [], total: 0 })) as never,
    update: ((_resource: string, params: UpdateParams) => update(params)) as never,
  });
}

const saved = (params: UpdateParams): Promise<{ data: RaRecord }> =>
  Promise.resolve({ data: { ...(params.previousData as RaRecord), ...(params.data as RaRecord), updatedAt: new Date().toISOString() } });

const tooFewItems = (): HttpError =>
  new HttpError('errors.api.collectionTooFewItems', 422, {
    errors: { state: 'errors.api.collectionTooFewItems', root: { serverError: 'errors.api.collectionTooFewItems' } },
    jsonApiErrors: [{ status: '422', code: '805', meta: { error_identifier: 'collectionTooFewItems' } }],
  });

const openEditor = async (stored: RaRecord, update: Update): Promise<void> => {
  renderShellAt(english(), teacher, '/app/collections/5/edit', provider(stored, update));
  await screen.findByRole('button', { name: 'Move Item three up' }, PATIENT);
};

describe('CollectionEditor', () => {
  it('saves a collection of 4 items as a draft when Publish is pressed, and says a collection needs 5', async () => {
    const update = vi.fn(saved);
    await openEditor(collection(4), update);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Saved as a draft: a collection needs at least 5 items to be published, and this one has 4 items.', {}, PATIENT),
    ).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);
    const data = update.mock.calls[0]?.[0].data as RaRecord;
    expect(data.state).toBe('draft');
    expect(data.publishedLocales).toEqual([]);
    expect(data.itemsIds).toEqual(['1', '2', '3', '4']);
  });

  it("publishes a collection of 5 items in the teacher's language", async () => {
    const update = vi.fn(saved);
    await openEditor(collection(5), update);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1), PATIENT);
    expect(update.mock.calls[0]?.[0].data).toMatchObject({ state: 'published', publishedLocales: ['en'] });
    expect(await screen.findByRole('button', { name: 'Unpublish' }, PATIENT)).toBeTruthy();
    expect(screen.queryByText(/Saved as a draft/)).toBeNull();
  });

  it("saves a draft and says why when the server refuses to publish (422 collectionTooFewItems)", async () => {
    const update = vi.fn((params: UpdateParams) => ((params.data as RaRecord).state === 'published' ? Promise.reject(tooFewItems()) : saved(params)));
    await openEditor(collection(5), update);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Saved as a draft: a collection needs at least 5 items to be published/, {}, PATIENT)).toBeTruthy();
    expect(update.mock.calls.map((c) => (c[0].data as RaRecord).state)).toEqual(['published', 'draft']);
  });

  it('re-orders items with the keyboard, keeping the focus on the moved item, and saves the new order', async () => {
    const update = vi.fn(saved);
    await openEditor(collection(4), update);
    const up = screen.getByRole('button', { name: 'Move Item three up' });
    up.focus();
    fireEvent.click(up);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Item three up' })), PATIENT);
    expect(screen.getByRole('status', { name: '' }).textContent ?? '').toContain('Item three moved to position 2 of 4.');
    // At the top its Move up is disabled: the focus stays on the item, on its Move down.
    fireEvent.click(screen.getByRole('button', { name: 'Move Item three up' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Item three down' })), PATIENT);
    expect((screen.getByRole('button', { name: 'Move Item three up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1), PATIENT);
    expect((update.mock.calls[0]?.[0].data as RaRecord).itemsIds).toEqual(['3', '1', '2', '4']);
  });
});
