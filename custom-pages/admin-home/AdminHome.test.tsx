// @vitest-environment jsdom
/**
 * The admins' console home (issue 12): each section the dashboard document holds shows its
 * figures and links to its list under the console's /app basename; a section the viewer may not
 * read (null) is left out, and its records are not asked for.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { BasenameContextProvider, type I18nProvider } from 'react-admin';
import { englishProvider } from '../../tests/ui/harness';
import { viewer } from '../../tests/ui/viewers';
import { apiDouble, list, renderWith } from '../library/libraryTestKit';
import { AdminHome } from './AdminHome';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

const WAIT = { timeout: 10000 };
const DAYS = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'];

const FULL = {
  organizations_by_state: { trial: 4, full_trial: 2, subscribed: 7, none: 3 },
  trials_expiring: [{ licensing_id: '51', organization_id: '9', name: 'Hillcrest High School', state: 'full_trial', expires_at: '2026-12-07' }],
  seats: { teachers: 12, students: 140, sold: 20 },
  bookings: { total: 5, days: DAYS.map((day, i) => ({ day, count: i === 2 ? 4 : i === 6 ? 1 : 0 })) },
  latest_audit_ids: ['301', '300'],
};

const AUDIT = [
  { type: 'audit_entries', id: '300', attributes: { action: 'upgrade_to_full_trial', actor_name: 'Lena Licensing', created_at: '2026-11-24T09:30:00Z' }, relationships: { organization: { data: { type: 'organizations', id: '9' } } } },
  { type: 'audit_entries', id: '301', attributes: { action: 'add_seat:supplementary', actor_name: 'Sam Super', created_at: '2026-11-25T10:00:00Z' }, relationships: { organization: { data: { type: 'organizations', id: '9' } } } },
];

function show(attributes: Record<string, unknown>) {
  const api = apiDouble((call) => {
    if (call.url.startsWith('/dashboards/admin')) return { status: 200, json: { data: { type: 'admin_dashboards', id: 'admin', attributes } } };
    if (call.url.startsWith('/audit_entries')) return list(AUDIT);
    if (call.url.startsWith('/organizations')) return list([{ type: 'organizations', id: '9', attributes: { name: 'Hillcrest High School' } }]);
    return list([]);
  });
  renderWith(
    <BasenameContextProvider basename="/app">
      <AdminHome />
    </BasenameContextProvider>,
    { i18n, viewer: viewer('admin', ['super_user'], { firstName: 'Ada' }), provider: api.provider, path: '/app' },
  );
  return api;
}

const section = async (name: string | RegExp): Promise<HTMLElement> => {
  const heading = await screen.findByRole('heading', { level: 2, name }, WAIT);
  return heading.closest('section') as HTMLElement;
};
const href = (scope: HTMLElement, name: string | RegExp) => within(scope).getByRole('link', { name }).getAttribute('href');

describe('admin console home', () => {
  it('greets the admin and shows every section with its figures and its list', async () => {
    const api = show(FULL);
    expect(await screen.findByText('Welcome, Ada', {}, WAIT)).toBeTruthy();
    expect(api.calls.filter((c) => c.url === '/dashboards/admin')).toHaveLength(1);

    const orgs = await section('Organisations by licence state');
    const rows = within(orgs).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['Trial4', 'Full trial2', 'Subscribed7', 'No licence3']);
    expect(decodeURIComponent(href(orgs, 'Full trial') ?? '')).toBe('/app/licensings?filter={"state":"full_trial"}');
    expect(within(orgs).queryByRole('link', { name: 'No licence' })).toBeNull();
    expect(href(orgs, 'All organisations')).toBe('/app/organizations');

    const trials = await section('Trials expiring in the next 30 days');
    const trial = within(trials).getByRole('row', { name: /Hillcrest High School/ });
    expect(within(trial).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Full trial', '07/12/2026']);
    expect(href(trials, 'Hillcrest High School')).toBe('/app/licensings/51');
    expect(href(trials, 'All licensings')).toBe('/app/licensings');

    const seats = await section('Seats used against seats sold');
    expect(seats.textContent).toContain('Teachers using a seat12');
    expect(seats.textContent).toContain('Students140');
    expect(seats.textContent).toContain('Seats sold20');
    expect(within(seats).getByText('12 of 20 seats used')).toBeTruthy();

    const bookings = await section('Webinar bookings this week');
    expect(within(bookings).getByText('5 bookings made this week')).toBeTruthy();
    const perDay = within(bookings).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(perDay).toHaveLength(7);
    expect(perDay[2]?.[0]).toMatch(/^Sat.*21\/11$/);
    expect(perDay.map((cells) => cells[1])).toEqual(['0', '0', '4', '0', '0', '0', '1']);
    expect(decodeURIComponent(href(bookings, 'Booked attendees') ?? '')).toBe('/app/meeting_attendees?filter={"attendanceStatus":"scheduled"}');

    const audit = await section('Latest audit entries');
    const entries = await within(audit).findAllByRole('row', { name: /Hillcrest/ }, WAIT);
    // Newest first, as the dashboard lists the ids.
    expect(entries.map((r) => r.textContent?.slice(0, 40))).toEqual([expect.stringContaining('Added a supplementary seatSam Super'), expect.stringContaining('Upgraded to full trialLena Licensing')]);
    expect(within(entries[0]!).getByRole('link', { name: 'Hillcrest High School' }).getAttribute('href')).toBe('/app/organizations/9');
    expect(href(audit, 'Full audit trail')).toBe('/app/audit_entries');
  });

  it('leaves out the sections the viewer may not read, without asking for their records', async () => {
    const api = show({ ...FULL, seats: null, bookings: null, latest_audit_ids: null, trials_expiring: [] });
    await section('Organisations by licence state');
    const trials = await section('Trials expiring in the next 30 days');
    expect(trials.textContent).toContain('No trial expires in the next 30 days.');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Organisations by licence state', 'Trials expiring in the next 30 days']);
    expect(screen.queryByText('Full audit trail')).toBeNull();
    expect(api.calls.filter((c) => c.url.startsWith('/audit_entries'))).toEqual([]);
  });

  it('says so when the figures cannot be loaded', async () => {
    const api = apiDouble(() => ({ status: 500, json: { errors: [{ status: '500', title: 'Internal error' }] } }));
    renderWith(<AdminHome />, { i18n, viewer: viewer('admin', ['super_user']), provider: api.provider });
    expect(await screen.findByText(/could not be loaded/, {}, WAIT)).toBeTruthy();
  });
});
