// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { organizations } from '../../../resources/organizations/schema';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { api, jsonApi, useApiServer } from '../../../tests/ui/apiServer';
import { button, location, recorder, storedSignUp } from '../../../tests/ui/wizardTestSupport';

const places = recorder();
const lookups = recorder();

useApiServer(
  http.get(api('/places/autocomplete'), async ({ request }) => {
    await places.record(request);
    const country = new URL(request.url).searchParams.get('country');
    return jsonApi({ data: [{ type: 'places', id: `p-${country}`, attributes: { description: country === 'fi' ? 'Mannerheimintie 1, Helsinki' : '1 High Street, London' } }] });
  }),
  http.get(api('/places/:id'), ({ params }) =>
    jsonApi({ data: { type: 'places', id: String(params.id), attributes: { description: '1 High Street, London', address1: '1 High Street', city: 'London', postal_code: 'N1 1AA', country: 'gb', latitude: 51.5362, longitude: -0.1033 } } }),
  ),
  http.post(api('/organizations/lookup'), async ({ request }) => {
    await lookups.record(request);
    return jsonApi({ data: [{ type: 'organizations', id: '55', attributes: { name: 'Hill School', address1: '2 Hill Road', city: 'Leeds', postal_code: 'LS1 1AA', country: 'gb' } }] });
  }),
);
afterEach(() => {
  cleanup();
  places.requests.length = 0;
  lookups.requests.length = 0;
});

const addressInput = (): HTMLInputElement => screen.getByLabelText('School address');
const schoolInput = (): HTMLInputElement => screen.getByLabelText('School name');
const proceedShown = (): boolean => screen.queryByText('Continue') !== null;

async function chooseUnitedKingdom(): Promise<void> {
  renderScreen('/sign-up/organization');
  fireEvent.click((await screen.findByText('United Kingdom')).closest('button') as HTMLButtonElement);
}

async function pickAddress(typed = 'High Street', pick = '1 High Street, London'): Promise<void> {
  fireEvent.change(addressInput(), { target: { value: typed } });
  fireEvent.click(await screen.findByText(pick));
}

describe('school step', () => {
  it('asks for the address only in the chosen country, 300 ms after the last keystroke', async () => {
    await chooseUnitedKingdom();
    for (const value of ['Hig', 'High', 'High S']) fireEvent.change(addressInput(), { target: { value } });
    expect(places.requests).toHaveLength(0);
    await screen.findByText('1 High Street, London');
    expect(places.requests.map((r) => r.path)).toEqual(['/places/autocomplete?input=High+S&country=gb']);
  });

  it('shows Continue only once an address is picked and a school named, then goes on to the account', async () => {
    await chooseUnitedKingdom();
    expect(proceedShown()).toBe(false);
    await pickAddress();
    await waitFor(() => expect(addressInput().value).toBe('1 High Street, London'));
    expect(proceedShown()).toBe(false);
    fireEvent.change(schoolInput(), { target: { value: '   ' } });
    fireEvent.blur(schoolInput());
    expect(screen.getByText('Name cannot be blank')).toBeTruthy();
    expect(proceedShown()).toBe(false);
    fireEvent.change(schoolInput(), { target: { value: 'New Academy' } });
    await waitFor(() => expect(proceedShown()).toBe(true));
    fireEvent.click(button('Continue'));
    await waitFor(() => expect(location()).toBe('/sign-up/set-password'));
    // Where the picked address is goes with it, for the new organisation.
    expect(storedSignUp().school).toEqual({ name: 'New Academy', address1: '1 High Street', city: 'London', postalCode: 'N1 1AA', latitude: 51.5362, longitude: -0.1033, country: 'gb', placeId: 'p-gb' });
  });

  it('clears the address and the school when the country changes', async () => {
    await chooseUnitedKingdom();
    await pickAddress();
    fireEvent.change(schoolInput(), { target: { value: 'New Academy' } });
    await waitFor(() => expect(proceedShown()).toBe(true));
    fireEvent.click(button('Other'));
    expect(screen.queryByLabelText('School address')).toBeNull();
    const country = screen.getByLabelText('Country');
    fireEvent.change(country, { target: { value: 'Fin' } });
    fireEvent.click(await screen.findByText('Finland'));
    expect(addressInput().value).toBe('');
    expect(schoolInput().value).toBe('');
    expect(proceedShown()).toBe(false);
    await pickAddress('Mannerheimintie', 'Mannerheimintie 1, Helsinki');
    expect(places.requests.at(-1)?.path).toBe('/places/autocomplete?input=Mannerheimintie&country=fi');
  });

  it('names the countries in the visitor’s language (a Finn finds Ruotsi, not Sweden)', async () => {
    renderScreen('/sign-up/organization', 'fi');
    fireEvent.click((await screen.findByText('Muu')).closest('button') as HTMLButtonElement);
    fireEvent.change(screen.getByLabelText('Maa'), { target: { value: 'Ruot' } });
    expect(await screen.findByText('Ruotsi')).toBeTruthy();
    expect(screen.queryByText('Sweden')).toBeNull();
  });

  it('takes an address typed by hand when the search does not know it, each error under its field', async () => {
    await chooseUnitedKingdom();
    fireEvent.change(addressInput(), { target: { value: 'Unknown Lane' } });
    fireEvent.click(button('I can’t find the address'));
    expect(screen.queryByLabelText('School address')).toBeNull();
    const line = screen.getByLabelText(/^Address line/) as HTMLInputElement;
    expect(document.activeElement).toBe(line);
    expect(screen.getByRole('group', { name: 'Type the school’s address' })).toBeTruthy();
    const town = screen.getByLabelText(/^Town or city/) as HTMLInputElement;
    const postcode = screen.getByLabelText(/^Postcode/) as HTMLInputElement;
    fireEvent.blur(line);
    fireEvent.change(town, { target: { value: 'x'.repeat((organizations.attributes.city.maxLength ?? 0) + 1) } });
    fireEvent.blur(town);
    fireEvent.change(postcode, { target: { value: 'N1 $$' } });
    fireEvent.blur(postcode);
    // Each message is tied to its own input (aria-describedby), so a screen reader reads it there.
    const described = (input: HTMLInputElement): string => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(described(line)).toBe('This field cannot be blank');
    expect(described(town)).toBe('must be no more than 150 characters');
    expect(described(postcode)).toBe('Use letters and numbers, with a space or hyphen between parts');
    expect(line.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(schoolInput(), { target: { value: 'Lighthouse School' } });
    expect(proceedShown()).toBe(false);
    fireEvent.change(line, { target: { value: ' 3 Harbour Row ' } });
    fireEvent.change(town, { target: { value: 'Stornoway' } });
    fireEvent.change(postcode, { target: { value: 'HS1 2XX' } });
    await waitFor(() => expect(proceedShown()).toBe(true));
    fireEvent.click(button('Continue'));
    await waitFor(() => expect(location()).toBe('/sign-up/set-password'));
    expect(storedSignUp().school).toEqual({ name: 'Lighthouse School', address1: '3 Harbour Row', city: 'Stornoway', postalCode: 'HS1 2XX', country: 'gb', manualAddress: true });
  });

  it('accepts international postcodes and none at all, and goes back to the search on request', async () => {
    await chooseUnitedKingdom();
    fireEvent.click(button('I can’t find the address'));
    const postcode = screen.getByLabelText(/^Postcode/) as HTMLInputElement;
    for (const code of ['00100', '1012 AB', '01310-100', 'D02 X285', 'LV-1050', 'SW1A 1AA', '']) {
      fireEvent.change(postcode, { target: { value: code } });
      fireEvent.blur(postcode);
      expect(postcode.getAttribute('aria-invalid'), code).toBe('false');
    }
    fireEvent.change(screen.getByLabelText(/^Address line/), { target: { value: '1 Queen’s Road' } });
    fireEvent.change(screen.getByLabelText(/^Town or city/), { target: { value: 'Hong Kong' } });
    fireEvent.change(schoolInput(), { target: { value: 'Harbour School' } });
    await waitFor(() => expect(proceedShown()).toBe(true));
    fireEvent.click(button('Search for the address instead'));
    expect(addressInput().value).toBe('');
    expect(proceedShown()).toBe(false);
  });

  it('sends a school that is already on the platform to the join-or-create question', async () => {
    await chooseUnitedKingdom();
    await pickAddress();
    await waitFor(() => expect(addressInput().value).toBe('1 High Street, London'));
    fireEvent.change(schoolInput(), { target: { value: 'Hill' } });
    fireEvent.click(await screen.findByText('Hill School, Leeds, LS1 1AA'));
    expect(lookups.requests[0]?.body).toEqual({ data: { type: 'organisations', attributes: { country: 'gb', name: 'Hill', city: 'London', postal_code: 'N1 1AA' } } });
    // The known school's own address replaces the typed one after the fill delay.
    await waitFor(() => expect(addressInput().value).toBe('2 Hill Road, Leeds, LS1 1AA'));
    fireEvent.click(button('Continue'));
    await waitFor(() => expect(location()).toBe('/sign-up/organization/existing'));
    expect(storedSignUp().school).toMatchObject({ name: 'Hill School', existingId: '55', address1: '2 Hill Road', city: 'Leeds' });
    expect(await screen.findByText('Your school is already here')).toBeTruthy();
  });

  it('finds a school typed again rather than picked, by its name and place, and offers to join it', async () => {
    await chooseUnitedKingdom();
    fireEvent.click(button('I can’t find the address'));
    fireEvent.change(screen.getByLabelText(/^Address line/), { target: { value: '2 Hill Road' } });
    fireEvent.change(screen.getByLabelText(/^Town or city/), { target: { value: 'Leeds' } });
    fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: 'ls1 1aa' } });
    // Typed, not picked from the suggestions: the lookup is asked again on Continue.
    fireEvent.change(schoolInput(), { target: { value: 'hill school' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/sign-up/organization/existing'));
    expect(lookups.requests.at(-1)?.body).toEqual({ data: { type: 'organisations', attributes: { country: 'gb', name: 'hill school', city: 'Leeds', postal_code: 'ls1 1aa' } } });
    expect(storedSignUp().school).toMatchObject({ name: 'hill school', existingId: '55' });
  });

  it('goes on to create a school whose name is on the platform at another place', async () => {
    await chooseUnitedKingdom();
    await pickAddress();
    await waitFor(() => expect(addressInput().value).toBe('1 High Street, London'));
    fireEvent.change(schoolInput(), { target: { value: 'Hill School' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/sign-up/set-password'));
    expect(storedSignUp().school).not.toHaveProperty('existingId');
  });
});
