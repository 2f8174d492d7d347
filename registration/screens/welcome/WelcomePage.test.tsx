// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { api, jsonApi, useApiServer } from '../../../tests/ui/apiServer';
import { SIGN_UP_STORAGE_KEY } from '../../session/SignUpStateProvider';

const HOME = {
  data: [
    {
      type: 'siteDocuments',
      id: 'home',
      attributes: {
        document_type: 'home_page',
        lang: 'en-gb',
        first_publication_date: '2026-01-02T09:00:00+0000',
        data: {
          title: 'Stories for every class',
          sub_head: 'Try it free',
          faq_title: 'Questions',
          body: [
            { slice_type: 'statistics', items: [{ statistic: '40+', statistic_title: 'story worlds' }] },
            { slice_type: 'feature', primary: { title: 'Ready lesson plans', text: 'Teach at once.' } },
          ],
        },
      },
    },
  ],
};

const FAQ = {
  data: ['How long is the trial?', 'What is a story world?', 'Can parents use it?'].map((title, i) => ({
    type: 'siteDocuments',
    id: `faq-${i}`,
    attributes: { document_type: 'faq', lang: 'en-gb', first_publication_date: '2026-01-05T09:00:00+0000', data: { title, body: `Answer ${i}` } },
  })),
};

const requests: { siteDocuments: number; emails: unknown[] } = { siteDocuments: 0, emails: [] };

const server = useApiServer(
  http.get(api('/site_documents'), ({ request }) => {
    requests.siteDocuments += 1;
    return jsonApi(new URL(request.url).searchParams.get('filter[type]') === 'faq' ? FAQ : HOME);
  }),
);

function knownEmails(...known: string[]): void {
  requests.emails = [];
  server.use(
    http.post(api('/user/validate_addresses'), async ({ request }) => {
      const body = (await request.json()) as { data: { attributes: { email: string } } };
      requests.emails.push(body.data.attributes.email);
      return jsonApi({ data: { type: 'validateAddresses', id: '1', attributes: { exists: known.includes(body.data.attributes.email) } } });
    }),
  );
}

/** By its accessible name, without a role query (those are slow on a page this size). */
function formNamed(name: string): HTMLElement {
  const form = document.querySelector<HTMLElement>(`form[aria-label="${name}"]`);
  if (!form) throw new Error(`no form ${name}`);
  return form;
}

async function heroForm(): Promise<HTMLElement> {
  await screen.findAllByText('Start free trial');
  return formNamed('Start your free trial');
}

function submitEmail(form: HTMLElement, email: string): void {
  fireEvent.change(within(form).getByLabelText('Work email'), { target: { value: email } });
  fireEvent.click(within(form).getByRole('button', { name: 'Start free trial' }));
}

const location = (): string => screen.getByTestId('location').textContent ?? '';
const stored = (): Record<string, unknown> => JSON.parse(sessionStorage.getItem(SIGN_UP_STORAGE_KEY) ?? '{}') as Record<string, unknown>;

afterEach(cleanup);

describe('welcome page', () => {
  it('shows the site copy with the page title, after a loading text', async () => {
    renderScreen('/welcome');
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect((await screen.findByText('Stories for every class')).tagName).toBe('H1');
    expect(screen.getByText('Try it free')).toBeTruthy();
    expect(screen.getByText('story worlds')).toBeTruthy();
    expect(screen.getByText('Ready lesson plans').tagName).toBe('H3');
    // The title is set by an effect, which may run after the screen's first draw.
    await waitFor(() => expect(document.title).toBe('Registration - Welcome'));
  });

  it('keeps a personal address off the school path and offers it the parent path instead', async () => {
    knownEmails();
    renderScreen('/welcome');
    const form = await heroForm();
    submitEmail(form, 'Pat@Gmail.com');
    const notice = await within(form).findByText('pat@gmail.com is a personal email address.');
    expect(within(form).getByText('Signing up for a school? Please use your organisation email address.')).toBeTruthy();
    // Said as it appears, and tied to the field; the field itself is not in error.
    expect(notice.closest('[role="status"]')).not.toBeNull();
    const input = within(form).getByLabelText('Work email');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toContain('Parents and carers can sign up with it.');
    expect(requests.emails).toEqual([]);
    expect(location()).toBe('/welcome');

    fireEvent.click(within(form).getByRole('button', { name: 'Continue as a parent' }));
    await waitFor(() => expect(location()).toBe('/sign-up/parent-resources'));
    expect(requests.emails).toEqual(['pat@gmail.com']);
    expect(stored()).toMatchObject({ email: 'pat@gmail.com', signUpType: 'parent' });
  });

  it('takes the notice away when another address is typed', async () => {
    knownEmails();
    renderScreen('/welcome');
    const form = await heroForm();
    submitEmail(form, 'pat@gmail.com');
    await within(form).findByText('pat@gmail.com is a personal email address.');
    fireEvent.change(within(form).getByLabelText('Work email'), { target: { value: 'pat@school.org' } });
    expect(within(form).queryByText('Parents and carers can sign up with it.')).toBeNull();
    expect(within(form).getByRole('button', { name: 'Sign up as a parent' })).toBeTruthy();
  });

  it('shows a parent’s way in beside both captures, which needs no address', async () => {
    knownEmails();
    renderScreen('/welcome');
    const hero = await heroForm();
    expect(within(hero).getByText('Parent or carer?')).toBeTruthy();
    expect(within(hero).getByText('Set up learning at home with any email address.')).toBeTruthy();
    expect(within(formNamed('Ready to try it with your class?')).getByRole('button', { name: 'Sign up as a parent' })).toBeTruthy();
    fireEvent.click(within(hero).getByRole('button', { name: 'Sign up as a parent' }));
    await waitFor(() => expect(location()).toBe('/sign-up/parent-resources'));
    expect(requests.emails).toEqual([]);
    expect(stored()).toMatchObject({ signUpType: 'parent' });
  });

  it('takes a typed address along on the parent’s way in: a known one signs in, a malformed one is explained', async () => {
    knownEmails('pat@gmail.com');
    renderScreen('/welcome');
    await heroForm();
    const footer = formNamed('Ready to try it with your class?');
    fireEvent.change(within(footer).getByLabelText('Work email'), { target: { value: 'pat@gmail' } });
    fireEvent.click(within(footer).getByRole('button', { name: 'Sign up as a parent' }));
    expect(await within(footer).findByText('Please enter a valid email address')).toBeTruthy();
    expect(requests.emails).toEqual([]);

    fireEvent.change(within(footer).getByLabelText('Work email'), { target: { value: 'Pat@gmail.com' } });
    fireEvent.click(within(footer).getByRole('button', { name: 'Sign up as a parent' }));
    await waitFor(() => expect(location()).toBe('/sign-up/continue'));
    expect(requests.emails).toEqual(['pat@gmail.com']);
    expect(stored()).toMatchObject({ email: 'pat@gmail.com', signUpType: 'parent' });
  });

  it('sends a new address, trimmed and lower-cased, to the organisation-type question', async () => {
    knownEmails('known@school.org');
    renderScreen('/welcome');
    submitEmail(await heroForm(), '  Ada@School.ORG ');
    await waitFor(() => expect(location()).toBe('/sign-up/organization-type'));
    expect(requests.emails).toEqual(['ada@school.org']);
    expect(stored().email).toBe('ada@school.org');
  });

  it('sends a known address to the existing-account sign-in, from the footer capture too', async () => {
    knownEmails('known@school.org');
    renderScreen('/welcome');
    await heroForm();
    submitEmail(formNamed('Ready to try it with your class?'), 'known@school.org');
    await waitFor(() => expect(location()).toBe('/sign-up/continue'));
  });

  it('keeps source and redirect from the address: redirect skips to the role question', async () => {
    knownEmails();
    renderScreen('/welcome?source=newsletter&redirect=true');
    submitEmail(await heroForm(), 'ada@school.org');
    await waitFor(() => expect(location()).toBe('/sign-up/user-type'));
    expect(stored()).toMatchObject({ source: 'newsletter', redirect: true, email: 'ada@school.org' });
  });

  it('with email, first_name and last_name renders nothing and proceeds at once', async () => {
    knownEmails();
    requests.siteDocuments = 0;
    const { container } = renderScreen('/welcome?email=Ada@School.org&first_name=Ada&last_name=Lovelace');
    expect(container.querySelector('main, header, form')).toBeNull();
    await waitFor(() => expect(location()).toBe('/sign-up/organization-type'));
    expect(requests.emails).toEqual(['ada@school.org']);
    expect(requests.siteDocuments).toBe(0);
    expect(stored()).toMatchObject({ email: 'ada@school.org', firstName: 'Ada', lastName: 'Lovelace', source: 'registration_app' });
  });

  it('with the three names but a personal email shows the page with the parent path offered, keeping the names', async () => {
    knownEmails();
    renderScreen('/welcome?email=ada@gmail.com&first_name=Ada&last_name=Lovelace');
    const form = await heroForm();
    expect((within(form).getByLabelText('Work email') as HTMLInputElement).value).toBe('ada@gmail.com');
    expect(within(form).getByText('ada@gmail.com is a personal email address.')).toBeTruthy();
    expect(requests.emails).toEqual([]);
    fireEvent.click(within(form).getByRole('button', { name: 'Continue as a parent' }));
    await waitFor(() => expect(location()).toBe('/sign-up/parent-resources'));
    expect(stored()).toMatchObject({ email: 'ada@gmail.com', firstName: 'Ada', lastName: 'Lovelace', signUpType: 'parent' });
  });

  it('with the three names but a malformed email shows the page with its error', async () => {
    knownEmails();
    renderScreen('/welcome?email=ada@gmail&first_name=Ada&last_name=Lovelace');
    const form = await heroForm();
    expect(within(form).getByText('Please enter a valid email address')).toBeTruthy();
    expect(within(form).queryByText('Continue as a parent')).toBeNull();
    expect(requests.emails).toEqual([]);
  });

  it('lets several FAQ answers be open at once, or none', async () => {
    renderScreen('/welcome');
    const summary = (text: string): HTMLElement => screen.getByText(text).closest<HTMLElement>('[aria-expanded]') ?? document.body;
    await screen.findByText('How long is the trial?');
    const [first, second, third] = ['How long is the trial?', 'What is a story world?', 'Can parents use it?'].map(summary) as [HTMLElement, HTMLElement, HTMLElement];
    const expanded = (): string[] => [first, second, third].map((b) => b.getAttribute('aria-expanded') ?? '');
    expect(expanded()).toEqual(['false', 'false', 'false']);
    fireEvent.click(first);
    fireEvent.click(third);
    expect(expanded()).toEqual(['true', 'false', 'true']);
    fireEvent.click(first);
    fireEvent.click(third);
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('shows the catalogue copy when the site copy cannot be loaded', async () => {
    server.use(http.get(api('/site_documents'), () => jsonApi({ errors: [{ status: '503', title: 'Unavailable' }] }, 503)));
    renderScreen('/welcome');
    expect((await screen.findByText('Stories that bring every lesson to life')).tagName).toBe('H1');
    expect(screen.getByText('story worlds to explore')).toBeTruthy();
    expect(await heroForm()).toBeTruthy();
  });

  it('offers the footer link columns and named social links', async () => {
    renderScreen('/welcome');
    await heroForm();
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Site links"]') ?? document.body;
    const headings = [...nav.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual(['Information', 'Community', 'Company', 'Follow us']);
    expect(within(nav).getByLabelText('LinkedIn (opens in a new tab)').getAttribute('href')).toMatch(/^https:\/\//);
    expect(within(nav).getByText('Sign in').getAttribute('href')).toBe('/sign-in');
  });
});
