// @vitest-environment jsdom
/** My school: teachers read the details, organisation admins edit them and send only what they may write; seats and licences. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider, type GetListParams, type UpdateParams } from 'react-admin';
import { MySchoolPage } from './MySchoolPage';
import { orgAdmin, plainTeacher, renderPage, SCHOOL, useEnglish } from './testSupport';

const i18n = useEnglish();

function provider(update = vi.fn((_r: string, p: UpdateParams) => Promise.resolve({ data: { ...SCHOOL, ...p.data } }))) {
  const dataProvider = testDataProvider({
    getOne: (() => Promise.resolve({ data: SCHOOL })) as never,
    // 7 teachers and 120 students hold seats.
    getList: ((_r: string, p: GetListParams) => Promise.resolve({ data: [], total: p.filter.role === 'teacher' ? 7 : 120 })) as never,
    update: update as never,
    readDocument: (() =>
      Promise.resolve({
        data: { id: '9', windowDays: 30, from: '2026-10-27', to: '2026-11-25', totals: { teachers: 4, classes: 2, lessons: 11 }, days: [{ day: '2026-11-25', teachers: 4, classes: 2, lessons: 11 }] },
        meta: undefined,
      })) as never,
  } as Partial<DataProvider>);
  return { dataProvider, update };
}

describe('My school', () => {
  it('shows a teacher the details read-only, the seats used of the limits and the licence with its expiry', async () => {
    renderPage(i18n(), plainTeacher, provider().dataProvider, <MySchoolPage />);
    expect(await screen.findByText('Hillcrest High', {}, { timeout: 10000 })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save school details' })).toBeNull();
    expect(screen.getByText('LS1 1AA')).toBeTruthy();
    expect(await screen.findByText('7 of 10 used')).toBeTruthy();
    expect(await screen.findByText('120 used (no limit)')).toBeTruthy();
    const licence = screen.getByRole('row', { name: /Full licence/ });
    expect(within(licence).getByText('03/04/2027')).toBeTruthy();
    expect(within(licence).getByText('25')).toBeTruthy();
    // The table scrolls on a phone: a keyboard user can reach it to scroll it.
    expect(screen.getByRole('region', { name: 'Licences' }).getAttribute('tabindex')).toBe('0');
    // The school's figures are for organisation admins.
    expect(screen.queryByText(/Your school over the past/)).toBeNull();
  });

  it('gives an organisation admin inputs and sends the school details their grant may write, nothing else', async () => {
    const { dataProvider, update } = provider();
    renderPage(i18n(), orgAdmin, dataProvider, <MySchoolPage />);
    const name = (await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 10000 })) as HTMLInputElement;
    expect(name.value).toBe('Hillcrest High');
    fireEvent.change(name, { target: { value: 'Hillcrest Academy' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'York' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save school details' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const [resource, params] = update.mock.calls[0]!;
    expect(resource).toBe('organizations');
    expect(params.id).toBe('9');
    expect(params.data).toEqual({ name: 'Hillcrest Academy', address1: '1 Hill Road', city: 'York', postalCode: 'LS1 1AA', country: 'gb', domain: 'hillcrest.example' });
    // Organisation admins also see the school's 30-day figures, from the dashboard document.
    const figures = (await screen.findByRole('heading', { name: 'Your school over the past 30 days' })).closest('section')!;
    expect(within(figures).getByText('Lessons taught per day')).toBeTruthy();
    expect(within(figures).getAllByText('11').length).toBeGreaterThan(0);
  });

  it('names the country in the form and sends the code of the one chosen by name', async () => {
    const { dataProvider, update } = provider();
    renderPage(i18n(), orgAdmin, dataProvider, <MySchoolPage />);
    const country = (await screen.findByRole('combobox', { name: 'Country' }, { timeout: 10000 })) as HTMLInputElement;
    expect(country.value).toBe('United Kingdom');
    fireEvent.change(country, { target: { value: 'Finl' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Finland' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save school details' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1].data).toMatchObject({ country: 'fi' });
  });

  it('refuses a blank school name before sending anything', async () => {
    const { dataProvider, update } = provider();
    renderPage(i18n(), orgAdmin, dataProvider, <MySchoolPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 10000 }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save school details' }));
    expect(await screen.findByText('This field cannot be blank')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });
});
