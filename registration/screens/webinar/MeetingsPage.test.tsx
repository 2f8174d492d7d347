// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { api, jsonApi, recorder, useApiServer } from '../../../tests/ui/apiServer';
import { signedInTeacher } from '../../../tests/ui/wizardTestSupport';
import { occurrence, useFixedDate } from '../../../tests/ui/bookingFixtures';

const server = useApiServer();
const NOW = new Date('2030-03-10T10:00:00Z');
const NEXT = new Date('2030-03-20T15:00:00Z');

useFixedDate(NOW);

const meeting = { type: 'meetings', id: '3', attributes: { name: 'Getting started', duration: 45 } };

describe('the webinars page', () => {
  it('lists the person’s coming booking, leading to it, and the webinars to book', async () => {
    server.use(
      signedInTeacher(),
      http.get(api('/meeting_attendees'), () =>
        jsonApi({
          data: [{ type: 'meetingAttendees', id: '9', attributes: { attendance_status: 'scheduled' }, relationships: { meeting: { data: { type: 'meetings', id: '3' } }, occurrence: { data: { type: 'meetingOccurrences', id: '7' } } } }],
          included: [meeting, occurrence('7', NEXT)],
        }),
      ),
      http.get(api('/meeting_occurrences'), () => jsonApi({ data: [{ ...occurrence('7', NEXT), relationships: { meeting: { data: { type: 'meetings', id: '3' } } } }], included: [meeting] })),
    );
    renderScreen('/meetings');
    const booking = (await screen.findByRole('link', { name: 'Open booking' })).closest('li')!;
    expect(within(booking).getByRole('heading').textContent).toBe('Getting started');
    expect(screen.getByRole('link', { name: 'Open booking' }).getAttribute('href')).toBe('/meetings/3/attendance/9/book');
    expect(screen.getByRole('link', { name: 'Choose a session: Getting started' }).getAttribute('href')).toBe('/meetings/3/register');
  });

  it('tells a child that webinars are for teachers and parents, and asks the server nothing', async () => {
    const asked = recorder();
    server.use(signedInTeacher({ role: 'home_student' }), http.get(api('/meeting_occurrences'), async ({ request }) => (await asked.record(request), jsonApi({ data: [] }))));
    renderScreen('/meetings');
    expect(await screen.findByText('Webinars are for teachers and parents. Ask your teacher or parent about them.')).toBeTruthy();
    expect(screen.queryByText(/Book a free online webinar/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your bookings' })).toBeNull();
    expect(asked.requests).toEqual([]);
  });
});
