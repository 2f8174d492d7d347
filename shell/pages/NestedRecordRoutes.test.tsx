// @vitest-environment jsdom
/**
 * Records under their parent's address (seed 2.6), as a meeting admin uses them: a webinar's
 * attendees listed at /meetings/4/attendees, created at /new with the webinar filled in (the
 * address then moves to /{id}/edit), edited at /{id}/edit; another webinar's attendee is not
 * found there, and who may not manage attendees is sent to /404.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type CreateParams, type GetListParams, type RaRecord } from 'react-admin';
import { renderShellAt, useEnglishShell } from '../../tests/ui/shellHarness';
import { PERSONA_VIEWERS, viewer } from '../../tests/ui/viewers';

const englishI18n = useEnglishShell();
// Generous: the first render of the shell imports most of it, and CI machines are busy.
const WAIT = { timeout: 15_000 };

const SESSIONS = [
  { id: '40', meetingId: '4', startDate: '2030-12-04T16:00:00Z', endDate: '2030-12-04T17:00:00Z' },
  { id: '50', meetingId: '5', startDate: '2030-12-05T16:00:00Z', endDate: '2030-12-05T17:00:00Z' },
];
const MEETINGS = [{ id: '4', name: 'Autumn webinar' }, { id: '5', name: 'Spring webinar' }];
const ATTENDEES = [
  { id: '9', email: 'ada@school.example', firstName: 'Ada', attendanceStatus: 'scheduled', meetingId: '4' },
  { id: '10', email: 'bob@school.example', firstName: 'Bob', attendanceStatus: 'scheduled', meetingId: '5' },
];

/** Records by resource, with the list calls and creates it received. */
function webinarWorld() {
  const lists: { resource: string; params: GetListParams }[] = [];
  const creates: { resource: string; params: CreateParams }[] = [];
  const deletes: string[] = [];
  const records: Record<string, RaRecord[]> = { meetings: MEETINGS, meeting_attendees: ATTENDEES, meeting_occurrences: SESSIONS, organizations: [{ id: '9', name: 'Hillcrest High School' }] };
  const of = (resource: string): RaRecord[] => records[resource] ?? [];
  const dataProvider = testDataProvider({
    getList: (async (resource: string, params: GetListParams) => {
      lists.push({ resource, params });
      const pinned = of(resource).filter((r) => Object.entries(params.filter ?? {}).every(([key, value]) => String(r[key]) === String(value)));
      return { data: pinned, total: pinned.length };
    }) as never,
    getOne: (async (resource: string, { id }: { id: string }) => {
      const found = of(resource).find((r) => String(r.id) === String(id));
      if (!found) throw Object.assign(new Error('not found'), { status: 404 });
      return { data: found };
    }) as never,
    getMany: (async (resource: string, { ids }: { ids: string[] }) => ({ data: of(resource).filter((r) => ids.map(String).includes(String(r.id))) })) as never,
    getManyReference: (async () => ({ data: [], total: 0 })) as never,
    delete: (async (_resource: string, { id, previousData }: { id: string; previousData: RaRecord }) => {
      deletes.push(String(id));
      return { data: previousData };
    }) as never,
    create: (async (resource: string, params: CreateParams) => {
      creates.push({ resource, params });
      const data = { ...params.data, id: '11' } as RaRecord;
      records[resource] = [...of(resource), data];
      return { data };
    }) as never,
  });
  return { dataProvider, lists, creates, deletes };
}

const address = (): string => screen.getByLabelText('address').textContent ?? '';

describe('nested record routes', () => {
  it("lists a webinar's attendees under its address, titled by the webinar, leading back to it and to a new one there", async () => {
    const world = webinarWorld();
    renderShellAt(englishI18n(), PERSONA_VIEWERS.meetingAdmin, '/app/meetings/4/attendees', world.dataProvider);
    expect(await screen.findByText('ada@school.example', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('bob@school.example')).toBeNull();
    expect(world.lists.find((l) => l.resource === 'meeting_attendees')?.params.filter).toEqual({ meetingId: '4' });
    await waitFor(() => expect(document.title).toMatch(/^Webinar attendees - Autumn webinar - /));
    const back = await screen.findByRole('link', { name: 'Autumn webinar' });
    expect(back.getAttribute('href')).toBe('/app/meetings/4/edit');
    expect(screen.getByRole('link', { name: 'Create' }).getAttribute('href')).toBe('/app/meetings/4/attendees/new');
  });

  it('creates an attendee of that webinar without asking which, then moves to its page there', async () => {
    const world = webinarWorld();
    renderShellAt(englishI18n(), PERSONA_VIEWERS.meetingAdmin, '/app/meetings/4/attendees/new', world.dataProvider);
    const emailInput = await screen.findByLabelText(/^Email/, {}, WAIT);
    expect(screen.queryByLabelText(/^Meeting/)).toBeNull();
    expect((await screen.findByRole('link', { name: 'Webinar attendees: Autumn webinar' }, WAIT)).getAttribute('href')).toBe('/app/meetings/4/attendees');
    // The session picker offers only this webinar's sessions (the kit's `within`).
    fireEvent.mouseDown(screen.getByLabelText(/^Occurrence|^Session/));
    // Named by when they start, as the interface language writes it.
    await screen.findByRole('option', { name: /^04\/12\/2030, \d\d:00$/ }, WAIT);
    expect(screen.queryByRole('option', { name: /05\/12\/2030/ })).toBeNull();
    expect(world.lists.find((l) => l.resource === 'meeting_occurrences')?.params.filter).toEqual({ meetingId: '4' });
    fireEvent.change(emailInput, { target: { value: 'cy@school.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(world.creates).toHaveLength(1), WAIT);
    expect(world.creates[0]!.params.data).toMatchObject({ email: 'cy@school.example', meetingId: '4' });
    await waitFor(() => expect(address()).toBe('/app/meetings/4/attendees/11/edit'), WAIT);
  });

  it('edits an attendee there, a bare record address moving to its edit page', async () => {
    const world = webinarWorld();
    renderShellAt(englishI18n(), PERSONA_VIEWERS.meetingAdmin, '/app/meetings/4/attendees/9', world.dataProvider);
    await waitFor(() => expect(address()).toBe('/app/meetings/4/attendees/9/edit'), WAIT);
    expect(((await screen.findByLabelText(/^Email/, {}, WAIT)) as HTMLInputElement).value).toBe('ada@school.example');
    expect(screen.queryByLabelText(/^Meeting/)).toBeNull();
    // The way back is to the webinar's attendees; nothing leads to the resource's own pages.
    const back = await screen.findByRole('link', { name: 'Webinar attendees: Autumn webinar' }, WAIT);
    expect(back.getAttribute('href')).toBe('/app/meetings/4/attendees');
    expect(screen.queryByRole('link', { name: 'Show' })).toBeNull();
    // Deleting returns to that list too.
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }, WAIT));
    await waitFor(() => expect(world.deletes).toEqual(['9']), WAIT);
    await waitFor(() => expect(address()).toBe('/app/meetings/4/attendees'), WAIT);
  });

  it("sends another webinar's attendee to the not-found page", async () => {
    renderShellAt(englishI18n(), PERSONA_VIEWERS.meetingAdmin, '/app/meetings/4/attendees/10/edit', webinarWorld().dataProvider);
    await waitFor(() => expect(address()).toBe('/app/404'), WAIT);
  });

  it('sends an unknown webinar’s records to the not-found page, its empty list too', async () => {
    renderShellAt(englishI18n(), PERSONA_VIEWERS.meetingAdmin, '/app/meetings/999/attendees', webinarWorld().dataProvider);
    await waitFor(() => expect(address()).toBe('/app/404'), WAIT);
    cleanup();
    // No session names meeting 999, so the list is react-admin's empty page, with no toolbar.
    renderShellAt(englishI18n(), PERSONA_VIEWERS.meetingAdmin, '/app/meetings/999/occurrences', webinarWorld().dataProvider);
    await waitFor(() => expect(address()).toBe('/app/404'), WAIT);
  });

  it("creates a class in a school under the school's address, for its school admin, who never names the school", async () => {
    const world = webinarWorld();
    const school = PERSONA_VIEWERS.schoolAdminA.organizationId!;
    renderShellAt(englishI18n(), PERSONA_VIEWERS.schoolAdminA, `/app/organizations/${school}/classes/new`, world.dataProvider);
    const name = await screen.findByLabelText(/^Class name|^Name/, {}, WAIT);
    expect(screen.queryByLabelText(/^Organi[sz]ation|^School/)).toBeNull();
    fireEvent.change(name, { target: { value: '5B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(world.creates).toHaveLength(1), WAIT);
    expect(world.creates[0]).toMatchObject({ resource: 'classes', params: { data: { className: '5B' } } });
    await waitFor(() => expect(address()).toBe(`/app/organizations/${school}/classes/11/edit`), WAIT);
  });

  it('sends a viewer who may not create sessions to the not-found page', async () => {
    renderShellAt(englishI18n(), viewer('admin', ['tag_manager'], { organizationId: null }), '/app/meetings/4/occurrences/new', webinarWorld().dataProvider);
    await waitFor(() => expect(address()).toBe('/app/404'), WAIT);
    expect(within(document.body).queryByLabelText(/^Start/)).toBeNull();
  });
});
