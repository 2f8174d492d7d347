// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type GetListParams, type GetManyParams, type I18nProvider } from 'react-admin';
import { contents, licensings } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { GeneratedList } from './GeneratedList';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

const ROW = {
  id: '1',
  state: 'full_trial',
  expiresAt: '2024-03-05',
  trialSeats: 3,
  subscribedSeats: 0,
  organizationId: '9',
  licenseId: '2',
};

function renderList(def: ResourceDef = licensings as unknown as ResourceDef) {
  const getList = vi.fn((_r: string, _p: GetListParams) => Promise.resolve({ data: [ROW], total: 1 }));
  const getMany = vi.fn((resource: string, _p: GetManyParams) =>
    Promise.resolve({ data: resource === 'organizations' ? [{ id: '9', name: 'Hill School' }] : [{ id: '2', name: 'CCGL' }] }),
  );
  const dataProvider = testDataProvider({ getList: getList as never, getMany: getMany as never });
  render(
    <Harness i18nProvider={i18n} dataProvider={dataProvider}>
      <GeneratedList def={def} />
    </Harness>,
  );
  return { getList };
}

describe('generated List', () => {
  it("asks for the definition's sort, 100 rows and the to-one columns included", async () => {
    const { getList } = renderList();
    await waitFor(() => expect(getList).toHaveBeenCalled());
    const params = getList.mock.calls[0]?.[1];
    expect(params?.sort).toEqual({ field: 'expiresAt', order: 'ASC' });
    expect(params?.pagination).toEqual({ page: 1, perPage: 100 });
    expect(params?.meta).toEqual({ include: ['organization', 'license'] });
  });

  it('shows translated headers, enum labels, day/month/year dates and referenced titles', async () => {
    renderList();
    const table = await screen.findByRole('table');
    for (const header of ['Organisation', 'Licence', 'State', 'Expires', 'Trial seats', 'Subscribed seats']) {
      expect(within(table).getByText(header)).toBeTruthy();
    }
    expect(await within(table).findByText('Full trial')).toBeTruthy();
    expect(within(table).getByText('05/03/2024')).toBeTruthy();
    expect(await within(table).findByText('Hill School')).toBeTruthy();
    expect(await within(table).findByText('CCGL')).toBeTruthy();
  });

  it("says on the search box that the library's search needs 3 characters, and searches only from there", async () => {
    const { getList } = renderList(contents as unknown as ResourceDef);
    await waitFor(() => expect(getList).toHaveBeenCalled());
    const box = screen.getByPlaceholderText('Search');
    fireEvent.change(box, { target: { value: 'ri' } });
    expect(await screen.findByText('Search terms need at least 3 characters.')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'riv' } });
    await waitFor(() => expect(getList.mock.calls.some(([, p]) => p.filter.q === 'riv')).toBe(true));
    expect(getList.mock.calls.some(([, p]) => p.filter.q === 'ri')).toBe(false);
  });
});
