// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { api, jsonApi, useApiServer } from '../../../tests/ui/apiServer';
import { button, link, signedInTeacher, useLocationAssign } from '../../../tests/ui/wizardTestSupport';
import { bookingDocument, bookingHandler, TOKEN } from '../../../tests/ui/bookingFixtures';

const server = useApiServer();
const page = `/meetings/join/${TOKEN}/book`;
const assign = useLocationAssign();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const timer = (): HTMLElement => screen.getByRole('timer');

/** Moves are bodyless POSTs (the shared recorder reads a JSON body): keep method and path. */
function requests(): { sent: string[]; note(request: Request): void } {
  const sent: string[] = [];
  return { sent, note: (request) => void sent.push(`${request.method} ${new URL(request.url).pathname.replace('/api/v1', '')}${new URL(request.url).search}`) };
}

describe('join book', () => {
  it('shows the header and, before the window, "upcoming" with a countdown on the server’s clock', async () => {
    // The server is an hour ahead of this browser: the countdown must follow the server.
    server.use(signedInTeacher(), bookingHandler({ startsIn: 120, serverAhead: 60 }));
    renderScreen(page);
    expect(await screen.findByText('This webinar is upcoming.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Getting started');
    expect(screen.getByText('Hanna')).toBeTruthy(); // the occurrence's host, not the meeting's default host
    expect(screen.getByText(/^\d\d:\d\d – \d\d:\d\d \S+$/)).toBeTruthy();
    const first = timer().textContent ?? '';
    expect(first).toMatch(/^01:(30:00|29:5\d)$/);
    await waitFor(() => expect(timer().textContent).not.toBe(first), { timeout: 3000 });
    expect(screen.queryByText('Access webinar')).toBeNull();
    expect(link('Reschedule').getAttribute('href')).toBe(`/meetings/reschedule/${TOKEN}/book`);
    expect(button('Cancel booking')).toBeTruthy();
  });

  it('offers access inside the window: posts access, opens the meeting link and shows it', async () => {
    const sent = requests();
    const accessed = bookingDocument({ status: 'attended', startsIn: 10, meta: { join_phase: 'open', meeting_link: 'https://zoom.example/j/123' } });
    server.use(
      signedInTeacher(),
      bookingHandler({ startsIn: 10, meta: { join_phase: 'open' } }),
      http.post(api(`/meeting_attendees/${TOKEN}/access`), ({ request }) => (sent.note(request), jsonApi(accessed))),
    );
    const popup = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderScreen(page);
    expect(await screen.findByText('The webinar is open. Come in!')).toBeTruthy();
    expect(screen.queryByText('This webinar is upcoming.')).toBeNull();
    // Reschedule closes 30 minutes before the start.
    expect(screen.queryByText('Reschedule')).toBeNull();
    fireEvent.click(button('Access webinar'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(popup.location.href).toBe('https://zoom.example/j/123'));
    expect(popup.opener).toBeNull();
    expect(sent.sent).toEqual([
      `POST /meeting_attendees/${TOKEN}/access?include=meeting,meeting.default_host,occurrence,occurrence.host`,
    ]);
    expect((await screen.findByText('Join the webinar')).closest('a')?.getAttribute('href')).toBe('https://zoom.example/j/123');
    // Now attended: the simpler view.
    expect(button('Open the platform')).toBeTruthy();
  });

  it('gives an attended attendee the simpler view: access and the platform, no reschedule or cancel', async () => {
    server.use(signedInTeacher(), bookingHandler({ status: 'attended', startsIn: 5, meta: { join_phase: 'open', can_reschedule: false } }));
    renderScreen(page);
    expect(await screen.findByText('Access webinar')).toBeTruthy();
    expect(screen.queryByText('Reschedule')).toBeNull();
    expect(screen.queryByText('Cancel booking')).toBeNull();
    fireEvent.click(button('Open the platform'));
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/app\/\?jwt=.+/));
  });

  it('says a rescheduled booking was moved, offers nothing on it and leads to the new booking', async () => {
    server.use(signedInTeacher(), bookingHandler({ status: 'rescheduled', meta: { current_attendee_token: 'new-token' } }));
    renderScreen(page);
    expect(await screen.findByText(/This booking was moved to another session/)).toBeTruthy();
    for (const text of ['Access webinar', 'Reschedule', 'Cancel booking', 'Add to calendar']) expect(screen.queryByText(text)).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your new booking' }).getAttribute('href')).toBe('/meetings/join/new-token/book');
    expect(screen.getByRole('button', { name: 'Open the platform' })).toBeTruthy();
  });

  it('cancels after confirmation and then offers to book again', async () => {
    const sent = requests();
    server.use(
      signedInTeacher(),
      bookingHandler(),
      http.post(api(`/meeting_attendees/${TOKEN}/cancel`), ({ request }) => (sent.note(request), jsonApi(bookingDocument({ status: 'cancelled' })))),
    );
    renderScreen(page);
    fireEvent.click(await screen.findByText('Cancel booking'));
    expect(await screen.findByText('Cancel this booking?')).toBeTruthy();
    expect(sent.sent).toEqual([]);
    fireEvent.click(button('Yes, cancel it'));
    expect(await screen.findByText('This booking was cancelled.')).toBeTruthy();
    expect(sent.sent).toEqual([`POST /meeting_attendees/${TOKEN}/cancel?include=meeting,meeting.default_host,occurrence,occurrence.host`]);
    expect(link('Book another session').getAttribute('href')).toBe('/meetings/3/register');
  });

  it('says when the session has ended, and when the link is wrong or expired', async () => {
    server.use(signedInTeacher(), bookingHandler({ startsIn: -120, meta: { join_phase: 'ended', can_reschedule: false } }));
    renderScreen(page);
    expect(await screen.findByText('This webinar has ended.')).toBeTruthy();
    cleanup();
    server.use(http.get(api(`/meeting_attendees/${TOKEN}`), () => jsonApi({ errors: [{ status: '410', meta: { error_identifier: 'linkExpired' } }] }, 410)));
    renderScreen(page);
    expect(await screen.findByText(/This link has expired/)).toBeTruthy();
  });
});
