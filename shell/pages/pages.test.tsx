// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { AccessDeniedPage } from './AccessDeniedPage';
import { ContentLockedPage } from './ContentLockedPage';
import { BOOK_DEMO_URL, CONTACT_URL, type LockedOffer } from '../chrome/lockedOffer';
import { NotFoundPage } from './NotFoundPage';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

const show = (node: React.ReactNode): void => {
  render(<Harness i18nProvider={i18n}>{node}</Harness>);
};

describe('shell pages', () => {
  it('404 says the page does not exist and links to the dashboard', () => {
    show(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: /404 · Page not found/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeTruthy();
  });

  it('403 gives the default forbidden message', () => {
    show(<AccessDeniedPage />);
    expect(screen.getByRole('alert').textContent).toMatch('You are not authorised to view this information.');
  });

  it('content locked offers get in touch and a webinar to teachers, a demo to leaders', () => {
    const teacher: LockedOffer = { leader: false, book: { labelKey: 'shell.pages.contentLocked.bookWebinar', href: '/meetings/7/register' }, contactHref: CONTACT_URL };
    show(<ContentLockedPage offer={teacher} />);
    expect(screen.getByRole('link', { name: 'Get in touch' }).getAttribute('href')).toBe(CONTACT_URL);
    expect(screen.getByRole('link', { name: 'Book a webinar' }).getAttribute('href')).toBe('/meetings/7/register');
    expect(screen.queryByRole('link', { name: 'Book a demo' })).toBeNull();
    cleanup();
    show(<ContentLockedPage offer={{ leader: true, book: { labelKey: 'shell.pages.contentLocked.bookDemo', href: BOOK_DEMO_URL }, contactHref: CONTACT_URL }} />);
    expect(screen.getByRole('link', { name: 'Book a demo' }).getAttribute('href')).toBe(BOOK_DEMO_URL);
    expect(screen.queryByRole('link', { name: 'Book a webinar' })).toBeNull();
  });

  it('content locked with no webinar to book asks only to get in touch, and does not mention a webinar', () => {
    show(<ContentLockedPage offer={{ leader: false, book: null, contactHref: CONTACT_URL }} />);
    expect(screen.getByText('This content is not part of your licence. Get in touch with us to unlock it.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/webinar/i);
    expect(screen.getByRole('link', { name: 'Get in touch' }).getAttribute('href')).toBe(CONTACT_URL);
  });

});
