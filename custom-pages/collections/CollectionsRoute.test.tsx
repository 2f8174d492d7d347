// @vitest-environment jsdom
/**
 * /app/collections is two things: the teachers' collections pages, and the generated screens of
 * the collections resource, where collections managers curate the product's own collections.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { testDataProvider, type DataProvider, type RaRecord } from 'react-admin';
import { renderShellAt, useEnglishShell } from '../../tests/ui/shellHarness';
import { viewer } from '../../tests/ui/viewers';

const english = useEnglishShell();
/** The whole shell renders slowly on a busy machine: generous limits, never a sleep. */
const PATIENT = { timeout: 20_000 };
const manager = viewer('admin', ['collections_manager'], { organizationId: null });
const teacher = viewer('teacher');

const productCollection: RaRecord = { id: '3', name: 'Story worlds of the sea', state: 'published', authorId: null, subscribedCount: 4, itemsIds: ['1'] };
const contents: RaRecord[] = [{ id: '1', name: 'Deep sea vents', contentType: 'video' }];

function provider(): DataProvider {
  const of = (resource: string): RaRecord[] => (resource === 'collections' ? [productCollection] : resource === 'contents' ? contents : []);
  const list = (resource: string) => Promise.resolve({ data: of(resource), total: of(resource).length });
  return testDataProvider({
    getList: list as never,
    getMany: ((resource: string) => Promise.resolve({ data: of(resource) })) as never,
    getOne: ((resource: string, { id }: { id: string }) => Promise.resolve({ data: of(resource).find((r) => r.id === id) })) as never,
  });
}

const address = (): string => screen.getByRole('status', { name: 'address' }).textContent ?? '';

describe('the collections address', () => {
  it("gives a collections manager the generated list of collections, not the teachers' page", async () => {
    renderShellAt(english(), manager, '/app/collections', provider());
    expect(await screen.findByText('Story worlds of the sea', {}, PATIENT)).toBeTruthy();
    expect(address()).toBe('/app/collections');
    expect(screen.queryByRole('tab', { name: 'My collections' })).toBeNull();
  });

  it('gives a collections manager the generated create form, with the items picker', async () => {
    renderShellAt(english(), manager, '/app/collections/create', provider());
    expect(await screen.findByRole('combobox', { name: 'Items' }, PATIENT)).toBeTruthy();
    expect(address()).toBe('/app/collections/create');
  });

  it("gives a teacher their collections page", async () => {
    renderShellAt(english(), teacher, '/app/collections', provider());
    expect(await screen.findByRole('tab', { name: 'My collections' }, PATIENT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New collection' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Story worlds of the sea' }).getAttribute('href')).toBe('/app/collections/3'), PATIENT);
    expect(screen.getByText('Product collection')).toBeTruthy();
  });
});
