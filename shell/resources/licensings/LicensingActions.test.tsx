// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Notification, RecordContextProvider, type I18nProvider } from 'react-admin';
import { addDays } from '../../../domain/licensing';
import { isoDay } from '../../../domain/subscription';
import { englishProvider, Harness } from '../../../tests/ui/harness';
import { LicensingActions } from './LicensingActions';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const later = addDays(isoDay(new Date()), 10);

function renderFor(record: Record<string, unknown>, answer: { status: number; json: unknown }) {
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(JSON.stringify(answer.json), { status: answer.status })));
  vi.stubGlobal('fetch', fetch);
  render(
    <Harness i18nProvider={i18n}>
      <RecordContextProvider value={{ id: '5', trialSeats: 0, supplementarySeats: 0, subscribedSeats: 3, expiresAt: later, ...record }}>
        <LicensingActions />
      </RecordContextProvider>
      <Notification />
    </Harness>,
  );
  return fetch;
}

const buttonNames = (): string[] => screen.getAllByRole('button').map((b) => b.textContent ?? '');

describe('LicensingActions', () => {
  it('offers only the actions the matrix opens on the licensing', () => {
    renderFor({ state: 'subscribed' }, { status: 200, json: {} });
    expect(buttonNames()).toEqual(['Unsubscribe', 'Add seat', 'Remove seat']);
    cleanup();
    renderFor({ state: 'unsubscribed', subscribedSeats: 0 }, { status: 200, json: {} });
    expect(buttonNames()).toEqual(['Set as trial', 'Set as full trial', 'Start funded trial (90 days)', 'Subscribe']);
  });

  it('asks for the seat type, posts the action and confirms', async () => {
    const fetch = renderFor({ state: 'subscribed' }, { status: 200, json: { data: { type: 'licensings', id: '5', attributes: {} } } });
    fireEvent.click(screen.getByRole('button', { name: 'Add seat' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Supplementary seat' }));
    await screen.findByText('Licensing updated: Add seat');
    const [url, init] = fetch.mock.calls[0]!;
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/v1/licensings/5/actions',
      'POST',
      { data: { type: 'licensingActions', attributes: { action: 'add_seat', seat_type: 'supplementary' } } },
    ]);
  });

  it('shows the server’s refusal in words', async () => {
    renderFor(
      { state: 'trial' },
      { status: 422, json: { errors: [{ status: '422', code: '805', title: 'Unprocessable Entity', detail: 'no', meta: { error_identifier: 'actionNotAllowed' } }] } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Extend trial' }));
    await screen.findByText('This action cannot be performed.');
  });
});
