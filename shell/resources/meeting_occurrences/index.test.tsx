// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { recordsProvider, renderShellAt, useEnglishShell } from '../../../tests/ui/shellHarness';
import { PERSONA_VIEWERS } from '../../../tests/ui/viewers';

const english = useEnglishShell();

describe('the webinar session edit screen', () => {
  it('shows the generated form with the session attendees below it', async () => {
    const data = recordsProvider({
      meeting_occurrences: [{ id: '7', meetingId: '4', startDate: '2030-05-01T09:00:00Z', endDate: '2030-05-01T10:00:00Z' }],
      meetings: [{ id: '4', name: 'Getting started' }],
      meeting_attendees: [{ id: '1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@school.example', attendanceStatus: 'attended', occurrenceId: '7' }],
    });
    renderShellAt(english(), PERSONA_VIEWERS.meetingAdmin, '/app/meeting_occurrences/7/edit', data);
    expect(await screen.findByRole('heading', { name: 'Attendees of this session' })).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Ada Lovelace/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});

describe('the webinar sessions calendar', () => {
  // A Wednesday at noon: "today" must fall inside the work week and leave room before midnight,
  // whatever day and hour the suite runs (it failed on a Saturday at 00:09).
  const NOW = new Date(2030, 4, 15, 12);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());
  const at = (days: number, hour: number): string =>
    new Date(NOW.getFullYear(), NOW.getMonth(), NOW.getDate() + days, hour).toISOString();
  const sessions = [
    { id: '7', meetingId: '4', startDate: at(0, 9), endDate: at(0, 10) },
    { id: '8', meetingId: '4', name: 'Evening session', startDate: at(0, 18), endDate: at(0, 19) },
  ];
  function calendarData(): { provider: ReturnType<typeof recordsProvider>; filters: unknown[] } {
    const filters: unknown[] = [];
    const base = recordsProvider({ meeting_occurrences: sessions, meetings: [{ id: '4', name: 'Getting started' }] });
    const provider = {
      ...base,
      getList: (resource: string, params: { filter: unknown }) => {
        if (resource === 'meeting_occurrences') filters.push(params.filter);
        return base.getList(resource, params as never);
      },
    } as typeof base;
    return { provider, filters };
  }
  const time = (iso: string): string => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

  it('shows the sessions by month, week, work week, day and agenda, each linking to its page', async () => {
    const { provider, filters } = calendarData();
    renderShellAt(english(), PERSONA_VIEWERS.meetingAdmin, '/app/meeting_occurrences', provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Calendar' }));
    const month = new Date().toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });
    expect(await screen.findByRole('heading', { name: month })).toBeTruthy();
    const first = await screen.findByRole('link', { name: `${time(sessions[0]!.startDate)}–${time(sessions[0]!.endDate)} Getting started` });
    expect(first.getAttribute('href')).toBe('/app/meeting_occurrences/7');
    expect(screen.getByRole('link', { name: /Evening session/ })).toBeTruthy();
    // The server is asked for the shown days only (its start_date / end_date filters).
    expect(filters.at(-1)).toEqual({ startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

    for (const view of ['Week', 'Work week', 'Day', 'Agenda']) {
      fireEvent.click(screen.getByRole('button', { name: view }));
      expect(await screen.findByRole('link', { name: /Getting started/ })).toBeTruthy();
    }
    const today = new Date().toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    expect(within(screen.getByRole('region', { name: today })).getAllByRole('link')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('No sessions in the next 30 days.')).toBeTruthy();
  });
});
