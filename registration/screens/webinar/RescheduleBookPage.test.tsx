// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { api, jsonApi, recorder, useApiServer } from '../../../tests/ui/apiServer';
import { button, link, location, signedInTeacher } from '../../../tests/ui/wizardTestSupport';
import { bookingDocument, bookingHandler, NEW_TOKEN, occurrence, TOKEN, calendarDay as day, useFixedDate } from '../../../tests/ui/bookingFixtures';

const server = useApiServer();
const DAY = 86_400_000;
const NOW = new Date('2030-03-10T10:00:00Z');

useFixedDate(NOW);

describe('reschedule book', () => {
  it('lists the meeting’s other sessions, warns of the bookings, posts the chosen one and shows the new booking', async () => {
    const sent = recorder();
    const moved = bookingDocument({ startsIn: 4 * 24 * 60, occurrenceId: '12', meta: { attendee_token: NEW_TOKEN } });
    server.use(
      signedInTeacher(),
      bookingHandler({ startsIn: 2 * 24 * 60, meta: { scheduled_bookings: 2 } }),
      bookingHandler({ startsIn: 4 * 24 * 60, occurrenceId: '12', meta: { calendar_url: `/api/v1/meeting_attendees/${NEW_TOKEN}/calendar.ics` } }, NEW_TOKEN),
      http.get(api('/meetings/3/occurrences'), () =>
        // The session booked now (11) is listed too: the page leaves it out.
        jsonApi({ data: [occurrence('11', new Date(NOW.getTime() + 2 * DAY)), occurrence('12', new Date(NOW.getTime() + 4 * DAY))] }),
      ),
      http.post(api(`/meeting_attendees/${TOKEN}/reschedule`), async ({ request }) => (await sent.record(request), jsonApi(moved, 201))),
    );
    renderScreen(`/meetings/reschedule/${TOKEN}/book`);
    expect(await screen.findByText('You have 2 bookings for this webinar. Rescheduling moves this one.')).toBeTruthy();
    await waitFor(() => expect(day(14)?.disabled).toBe(false));
    expect(day(12)?.disabled).toBe(true);
    expect(button('Move my booking').disabled).toBe(true);
    fireEvent.click(day(14) as HTMLButtonElement);
    fireEvent.click(await screen.findByLabelText(/^\d\d:\d\d – \d\d:\d\d \S+$/));
    fireEvent.click(button('Move my booking'));
    await waitFor(() => expect(location()).toBe(`/meetings/reschedule/${NEW_TOKEN}/complete`));
    expect(sent.requests).toEqual([
      {
        method: 'POST',
        path: `/meeting_attendees/${TOKEN}/reschedule?include=meeting,meeting.default_host,occurrence,occurrence.host`,
        body: { data: { type: 'meetingAttendees', relationships: { occurrence: { data: { type: 'meetingOccurrences', id: '12' } } } } },
      },
    ]);
    expect(await screen.findByText('Your booking is moved')).toBeTruthy();
    expect(screen.getByText('14/03/2030')).toBeTruthy();
    const calendar = link('Add to calendar');
    expect(calendar.getAttribute('href')).toBe(`/api/v1/meeting_attendees/${NEW_TOKEN}/calendar.ics`);
    expect(calendar.getAttribute('download')).toBe('webinar.ics');
    expect(link('Go to your booking').getAttribute('href')).toBe(`/meetings/join/${NEW_TOKEN}/book`);
  });

  it('says so when the booking may no longer move, with the way back to it', async () => {
    server.use(signedInTeacher(), bookingHandler({ startsIn: 10, meta: { can_reschedule: false } }));
    renderScreen(`/meetings/reschedule/${TOKEN}`);
    expect(await screen.findByText('This booking can no longer be rescheduled.')).toBeTruthy();
    expect(location()).toBe(`/meetings/reschedule/${TOKEN}/book`);
    expect(screen.queryByText('Move my booking')).toBeNull();
    expect(link('Back to your booking').getAttribute('href')).toBe(`/meetings/join/${TOKEN}/book`);
  });
});
