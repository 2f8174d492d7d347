// @vitest-environment jsdom
/**
 * Where a reference opens inside a nesting (seed 2.6): on a webinar's attendees, an attendee's
 * session is a record of that webinar too, so it opens under the webinar's address
 * (/meetings/4/occurrences/40/edit) at every width, on the nested list and on the webinar's page;
 * on the attendees' own list there is no webinar to stay under.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { recordsProvider, renderShellAt, useEnglishShell } from '../../tests/ui/shellHarness';
import { PERSONA_VIEWERS } from '../../tests/ui/viewers';
import { onPhone } from '../../tests/ui/onPhone';

const english = useEnglishShell();
afterEach(() => vi.unstubAllGlobals());
// Generous: the first render of the shell imports most of it, and CI machines are busy.
const WAIT = { timeout: 15_000 };

const records = () =>
  recordsProvider({
    meetings: [{ id: '4', name: 'Autumn webinar' }],
    meeting_occurrences: [{ id: '40', meetingId: '4', name: 'Opening session', startDate: '2030-12-04T16:00:00Z', endDate: '2030-12-04T17:00:00Z' }],
    meeting_attendees: [{ id: '9', email: 'ada@school.example', attendanceStatus: 'scheduled', meetingId: '4', occurrenceId: '40' }],
  });


const sessionHref = async (scope: HTMLElement = document.body): Promise<string | null> => {
  const link = await within(scope).findByRole('link', { name: 'Opening session' }, WAIT);
  return link.getAttribute('href');
};

describe("an attendee's session link", () => {
  it("opens the session under the webinar's address on its attendees' list, at 1280 px", async () => {
    renderShellAt(english(), PERSONA_VIEWERS.meetingAdmin, '/app/meetings/4/attendees', records());
    await waitFor(async () => expect(await sessionHref()).toBe('/app/meetings/4/occurrences/40/edit'), WAIT);
  });

  it('does so on the phone layout too (cards, 420 px)', async () => {
    onPhone();
    renderShellAt(english(), PERSONA_VIEWERS.superUser, '/app/meetings/4/attendees', records());
    const card = await screen.findByRole('heading', { level: 2, name: 'ada@school.example' }, WAIT);
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/app/meetings/4/attendees/9/edit');
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(async () => expect(await sessionHref()).toBe('/app/meetings/4/occurrences/40/edit'), WAIT);
  });

  it("does so in the attendees below the webinar's own form", async () => {
    renderShellAt(english(), PERSONA_VIEWERS.meetingAdmin, '/app/meetings/4/edit', records());
    const attendee = await screen.findByRole('row', { name: /ada@school\.example/ }, WAIT);
    await waitFor(async () => expect(await sessionHref(attendee)).toBe('/app/meetings/4/occurrences/40/edit'), WAIT);
  });

  it("stays the session's own address on the attendees' own list, where no webinar is open", async () => {
    renderShellAt(english(), PERSONA_VIEWERS.meetingAdmin, '/app/meeting_attendees', records());
    await waitFor(async () => expect(await sessionHref()).toBe('/app/meeting_occurrences/40'), WAIT);
  });
});
