// @vitest-environment jsdom
/**
 * Records under their parent's address (seed 2.6), as a meeting admin uses them: a webinar's
 * attendees listed at /meetings/4/attendees, created at /new with the webinar filled in (the
 * address then moves to /{id}/edit), edited at /{id}/edit; another webinar's attendee is not
 * found there, and who may not manage attendees is sent to /404.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type CreateParams, type GetListParams, type RaRecord } from 'react-admin';
import { renderShellAt, useEnglishShell } from '../../tests/ui/shellHarness';
import { PERSONA_VIEWERS, viewer } from '../../tests/ui/viewers';

const englishI18n = useEnglishShell();
const WAIT = { timeout: 5000 };

const MEETINGS = [{ id: '4', name: 'Autumn webinar' }, { id: '5', name: 'Spring webinar' }];
const ATTENDEES = [
  { id: '9', email: 'ada@school.example', firstName: 'Ada', attendanceStatus: 'scheduled', meetingId: '4' },
  { id: '10', email: 'bob@school.example', firstName: 'Bob', attendanceStatus: 'scheduled', meetingId: '5' },
];

/** Records by resource, with the list calls and creates it received. */
function webinarWorld() {
  const lists: { resource: string; params: GetListParams }[] = [];
  const creates: { resource: string; params: CreateParams }[] = [];
  const records: Record<string, RaRecord[]> = { meetings: MEETINGS, meeting_attendees: ATTENDEES };
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
    create: (async (resource: string, params: CreateParams) => {
      creates.push({ resource, params });
      const data = { ...params.data, id: '11' } as RaRecord;
      records[resource] = [...of(resource), data];
      return { data };
    }) as never,
  });
  return { dataProvider, lists, creates };
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
  });

  it("sends another webinar's attendee to the not-found page", async () => {
    renderShellAt(englishI18n(), PERSONA_VIEWERS.meetingAdmin, '/app/meetings/4/attendees/10/edit', webinarWorld().dataProvider);
    await waitFor(() => expect(address()).toBe('/app/404'), WAIT);
  });

  it('sends a viewer who may not create sessions to the not-found page', async () => {
    renderShellAt(englishI18n(), viewer('admin', ['tag_manager'], { organizationId: null }), '/app/meetings/4/occurrences/new', webinarWorld().dataProvider);
    await waitFor(() => expect(address()).toBe('/app/404'), WAIT);
    expect(within(document.body).queryByLabelText(/^Start/)).toBeNull();
  });
});
