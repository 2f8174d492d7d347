// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { api, jsonApi, recorder, useApiServer } from '../../../tests/ui/apiServer';
import { button, signedInTeacher } from '../../../tests/ui/wizardTestSupport';
import { occurrence, calendarDay as day, useFixedDate } from '../../../tests/ui/bookingFixtures';

const server = useApiServer();
const NOW = new Date('2030-03-10T10:00:00Z');
const FIRST = new Date('2030-06-12T15:00:00Z');

useFixedDate(NOW);

describe('webinar register', () => {
  it('opens the calendar on the first month with a session, months ahead, and books it with the seed’s body', async () => {
    const sent = recorder();
    server.use(
      signedInTeacher(),
      http.get(api('/meetings/3'), () => jsonApi({ data: { type: 'meetings', id: '3', attributes: { name: 'Getting started', duration: 45 } } })),
      // The one session ahead is in June: March, April and May have none.
      http.get(api('/meetings/3/occurrences'), ({ request }) => {
        const from = new URL(request.url).searchParams.get('filter[start_date][gte]');
        return jsonApi({ data: from === null || new Date(from) <= FIRST ? [occurrence('7', FIRST)] : [] });
      }),
      http.post(api('/meetings/3/attendees'), async ({ request }) => {
        await sent.record(request);
        return jsonApi({ data: { type: 'meetingAttendees', id: '9', attributes: { attendance_status: 'scheduled' }, relationships: { meeting: { data: { type: 'meetings', id: '3' } } } } }, 201);
      }),
    );
    renderScreen('/meetings/3/register');
    expect(await screen.findByText('June 2030')).toBeTruthy();
    await waitFor(() => expect(day(12)?.disabled).toBe(false));
    fireEvent.click(day(12) as HTMLButtonElement);
    fireEvent.click(await screen.findByLabelText(/^\d\d:\d\d – \d\d:\d\d \S+$/));
    fireEvent.click(button('Book this time'));
    await waitFor(() => expect(sent.requests).toHaveLength(1));
    expect(sent.requests[0]?.body).toEqual({
      data: {
        type: 'meetingAttendees',
        attributes: { attendance_status: 'scheduled' },
        relationships: { meeting: { data: { type: 'meetings', id: '3' } }, occurrence: { data: { type: 'meetingOccurrences', id: '7' } } },
      },
    });
  });
});
