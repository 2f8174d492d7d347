// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpError, Notification, testDataProvider, type DataProvider, type I18nProvider, type UpdateParams } from 'react-admin';
import { englishProvider, Harness } from '../../../tests/ui/harness';
import { signedInAs } from '../../../tests/ui/shellHarness';
import { PERSONA_VIEWERS } from '../../../tests/ui/viewers';
import { onPhone } from '../../../tests/ui/onPhone';
import type { Viewer } from '../../../authProvider';
import { SessionAttendees } from './SessionAttendees';

let english: I18nProvider;
beforeAll(async () => {
  english = await englishProvider();
});
afterEach(cleanup);

const ATTENDEES = [
  { id: '1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@school.example', attendanceStatus: 'scheduled' },
  { id: '2', firstName: 'Alan', lastName: 'Turing', email: 'alan@school.example', attendanceStatus: 'scheduled' },
  { id: '3', firstName: null, lastName: null, email: 'grace@school.example', attendanceStatus: 'no_show' },
];

interface Calls {
  lists: unknown[];
  updates: UpdateParams[];
}

function renderAs(viewer: Viewer, update?: (params: UpdateParams) => Promise<unknown>): Calls {
  const calls: Calls = { lists: [], updates: [] };
  const dataProvider: DataProvider = testDataProvider({
    getList: (async (resource: string, params: { filter: unknown }) => {
      calls.lists.push({ resource, filter: params.filter });
      return { data: ATTENDEES, total: ATTENDEES.length };
    }) as never,
    update: (async (_resource: string, params: UpdateParams) => {
      calls.updates.push(params);
      if (update) return update(params);
      return { data: { ...params.previousData, ...params.data } };
    }) as never,
  });
  render(
    <Harness i18nProvider={english} dataProvider={dataProvider} authProvider={signedInAs(viewer)}>
      <SessionAttendees occurrenceId="7" />
      <Notification />
    </Harness>,
  );
  return calls;
}

describe('SessionAttendees', () => {
  it("lists the session's attendees with translated statuses and the counts per status", async () => {
    const calls = renderAs(PERSONA_VIEWERS.meetingAdmin);
    const ada = await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(within(ada).getByText('ada@school.example')).toBeTruthy();
    expect(within(ada).getByText('Scheduled')).toBeTruthy();
    // No name: the email names the row.
    const grace = screen.getByRole('row', { name: /grace@school\.example/ });
    expect(within(grace).getByText('No show')).toBeTruthy();
    const counts = screen.getByRole('list', { name: 'Attendees by status' });
    expect(within(counts).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['3 attendees', 'Scheduled: 2', 'No show: 1']);
    expect(calls.lists).toEqual([{ resource: 'meeting_attendees', filter: { occurrenceId: '7' } }]);
  });

  it('marks an attendee attended with an update of their status alone, and says so', async () => {
    const calls = renderAs(PERSONA_VIEWERS.meetingAdmin);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark attended: Ada Lovelace' }));
    await waitFor(() => expect(calls.updates).toHaveLength(1));
    expect(calls.updates[0]).toMatchObject({ id: '1', data: { attendanceStatus: 'attended' }, previousData: ATTENDEES[0] });
    expect(await screen.findByText('Attendance of Ada Lovelace: Attended.')).toBeTruthy();
    // The list cache takes the server's answer: the row and the counts follow.
    const counts = screen.getByRole('list', { name: 'Attendees by status' });
    await waitFor(() => expect(within(counts).getByText('Attended: 1')).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Mark attended: Ada Lovelace' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the server refuses a mark', async () => {
    renderAs(PERSONA_VIEWERS.meetingAdmin, () => Promise.reject(new HttpError('Not allowed.', 403)));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark no-show: Alan Turing' }));
    expect(await screen.findByText('Not allowed.')).toBeTruthy();
  });

  it('offers no mark actions to a viewer who may not update every attendee', async () => {
    for (const viewer of [PERSONA_VIEWERS.tagManager, PERSONA_VIEWERS.teacherA]) {
      renderAs(viewer);
      expect(await screen.findByRole('row', { name: /Ada Lovelace/ })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Mark/ })).toBeNull();
      expect(screen.queryByRole('columnheader', { name: 'Mark attendance' })).toBeNull();
      cleanup();
    }
  });

  it('shows the mark actions to a meeting admin', async () => {
    renderAs(PERSONA_VIEWERS.meetingAdmin);
    expect(await screen.findByRole('columnheader', { name: 'Mark attendance' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Mark attended/ })).toHaveLength(3);
  });

  it('on a phone lists each attendee with their status and, under them, the mark buttons: no table to scroll sideways', async () => {
    onPhone();
    try {
      renderAs(PERSONA_VIEWERS.meetingAdmin);
      const list = await screen.findByRole('list', { name: 'Attendees of this session' });
      expect(screen.queryByRole('table')).toBeNull();
      const ada = within(list).getByRole('heading', { name: 'Ada Lovelace' }).closest('li')!;
      expect(ada.textContent).toContain('ada@school.example');
      expect(ada.textContent).toContain('Attendance: Scheduled');
      expect(within(ada).getByRole('button', { name: 'Mark attended: Ada Lovelace' })).toBeTruthy();
      expect(within(list).getByRole('heading', { name: 'grace@school.example' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
