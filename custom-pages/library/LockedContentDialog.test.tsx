// @vitest-environment jsdom
/**
 * The locked-content modal's offer (seed 6): school leaders are offered a demo, everyone else
 * the webinar their licence suggests (booked in the registration app), and all may get in touch.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import type { Viewer } from '../../authProvider';
import { englishProvider } from '../../tests/ui/harness';
import { viewer } from '../../tests/ui/viewers';
import { BOOK_DEMO_URL, CONTACT_URL } from '../../shell/chrome/lockedOffer';
import { apiDouble, list, renderWith } from './libraryTestKit';
import { LockedContentDialog } from './LockedContentDialog';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

const WAIT = { timeout: 5000 };

/** A viewer whose school's licence suggests webinar 7 (GET /user's includes). */
function withJobRole(jobRole: string, suggestedMeetingId: string | null = '7'): Viewer {
  return viewer('teacher', [], {
    record: { id: '42', jobRole },
    organization: { id: '9', licensingsIds: ['4'] },
    included: { licensings: [{ id: '4', licenseId: '2' }], licenses: [{ id: '2', suggestedMeetingId }] },
  });
}

function show(who: Viewer) {
  const api = apiDouble((call) => (call.url.startsWith('/meetings') ? list([{ type: 'meetings', id: '3', attributes: { name: 'Welcome webinar' } }]) : list([])));
  renderWith(<LockedContentDialog open onClose={() => undefined} name="Ocean Voices" />, { i18n, viewer: who, provider: api.provider });
  return api;
}

const dialog = () => screen.getByRole('dialog', { name: 'This content is locked' });

describe('locked-content modal', () => {
  it('offers a teacher the webinar their licence suggests, and getting in touch', async () => {
    const api = show(withJobRole('teacher'));
    const book = await within(dialog()).findByRole('link', { name: 'Book a webinar' }, WAIT);
    expect(book.getAttribute('href')).toBe('/meetings/7/register');
    expect(within(dialog()).getByRole('link', { name: 'Get in touch' }).getAttribute('href')).toBe(CONTACT_URL);
    expect(within(dialog()).queryByRole('link', { name: 'Book a demo' })).toBeNull();
    expect(within(dialog()).getByText('Ocean Voices')).toBeTruthy();
    expect(dialog().textContent).toContain('Book a webinar to unlock it');
    expect(api.calls.filter((c) => c.url.startsWith('/meetings'))).toEqual([]);
  });

  it.each(['exec_leader', 'leadership_team', 'senior_leader', 'principal'])('offers a %s a demo instead of a webinar', async (jobRole) => {
    show(withJobRole(jobRole));
    const demo = await within(dialog()).findByRole('link', { name: 'Book a demo' }, WAIT);
    expect(demo.getAttribute('href')).toBe(BOOK_DEMO_URL);
    expect(within(dialog()).queryByRole('link', { name: 'Book a webinar' })).toBeNull();
    expect(within(dialog()).getByRole('link', { name: 'Get in touch' }).getAttribute('href')).toBe(CONTACT_URL);
    expect(dialog().textContent).toContain('Book a demo to unlock it for your school');
  });

  it('books the first webinar listed when the licence suggests none', async () => {
    const api = show(withJobRole('teaching_assistant', null));
    await waitFor(() => expect(within(dialog()).getByRole('link', { name: 'Book a webinar' }).getAttribute('href')).toBe('/meetings/3/register'), WAIT);
    expect(api.calls.map((c) => c.url)).toContain('/meetings?page[number]=1&page[size]=1&sort=name');
  });
});
