// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { testDataProvider, type GetListParams, type I18nProvider } from 'react-admin';
import { englishProvider, Harness } from '../../../tests/ui/harness';
import { signedInAs } from '../../../tests/ui/shellHarness';
import { PERSONA_VIEWERS } from '../../../tests/ui/viewers';
import { MeetingSessions } from './MeetingSessions';

let english: I18nProvider;
beforeAll(async () => {
  english = await englishProvider();
});
afterEach(cleanup);

const SESSIONS = [
  { id: '7', meetingId: '4', startDate: '2030-05-01T09:00:00Z', endDate: '2030-05-01T10:00:00Z', attendeesIds: ['1', '2'] },
  { id: '8', meetingId: '4', startDate: '2030-05-08T09:00:00Z', endDate: '2030-05-08T10:00:00Z', attendeesIds: [] },
];

describe('MeetingSessions', () => {
  it("links each session to its page, reading its attendee count from the included attendees", async () => {
    const lists: { resource: string; params: GetListParams }[] = [];
    const dataProvider = testDataProvider({
      getList: (async (resource: string, params: GetListParams) => {
        lists.push({ resource, params });
        return resource === 'meeting_occurrences' ? { data: SESSIONS, total: 2 } : { data: [], total: 0 };
      }) as never,
      getMany: (async () => ({ data: [] })) as never,
    });
    render(
      <Harness i18nProvider={english} dataProvider={dataProvider} authProvider={signedInAs(PERSONA_VIEWERS.meetingAdmin)}>
        <MeetingSessions meetingId="4" />
      </Harness>,
    );
    const first = await screen.findByRole('link', { name: '2 attendees' });
    // Under the webinar's address, as the nested routes have it.
    expect(first.getAttribute('href')).toMatch(/\/meetings\/4\/occurrences\/7\/edit$/);
    expect(screen.getByRole('link', { name: '0 attendees' }).getAttribute('href')).toMatch(/\/meetings\/4\/occurrences\/8\/edit$/);
    expect(screen.getAllByRole('link', { name: 'Open as a page' }).map((link) => link.getAttribute('href'))).toEqual([
      expect.stringMatching(/\/meetings\/4\/occurrences$/),
      expect.stringMatching(/\/meetings\/4\/attendees$/),
    ]);
    await waitFor(() => expect(lists.find((l) => l.resource === 'meeting_occurrences')).toBeTruthy());
    const sessions = lists.find((l) => l.resource === 'meeting_occurrences')!;
    expect(sessions.params.filter).toEqual({ meetingId: '4' });
    expect((sessions.params.meta as { include: string[] }).include).toContain('attendees');
    // Every row here is this webinar's: no column names it again, in either list.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Webinar');
    expect(screen.getAllByRole('columnheader').length).toBeGreaterThan(2);
  });
});
