// @vitest-environment jsdom
/**
 * My children: the parent's children as cards with their quests; adding a child sends exactly
 * the fields a parent may write, role home_student; the password shows and hides; Add is
 * disabled at the limit; a refusal (803, a taken username) keeps the form and says why. The form
 * is the console's generated users form (issue 26), so its checks and messages are the schema's.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification, type I18nProvider } from 'react-admin';
import { MAX_CHILDREN_PER_PARENT } from '../../domain/constants';
import { englishProvider } from '../../tests/ui/harness';
import { viewer } from '../../tests/ui/viewers';
import { apiDouble, list, renderWith, type ApiAnswer, type ApiCall } from '../library/libraryTestKit';
import { LimitWatch } from '../../shell/chrome/LimitDialog';
import { MyChildrenPage } from './MyChildrenPage';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

const WAIT = { timeout: 10_000 };

const childDoc = (id: string, attributes: Record<string, unknown> = {}) => ({
  type: 'users',
  id,
  attributes: { first_name: `Child${id}`, last_name: null, username: `kid${id}`, age: 9, nickname: null, role: 'home_student', ...attributes },
  // The viewer's (tests/ui/viewers.ts): the record is in the parent's children grant.
  relationships: { parent: { data: { type: 'users', id: '42' } } },
});

const questsDoc = (id: string): ApiAnswer => ({
  status: 200,
  json: { data: { type: 'quests', id, attributes: { quests: [{ key: 'exploreStoryWorlds', progress: 2, goal: 3, achieved: false }, { key: 'saveFavourites', progress: 3, goal: 3, achieved: true }] } } },
});

function renderPage(children: unknown[], onPost?: (call: ApiCall) => ApiAnswer) {
  const api = apiDouble((call) => {
    if (call.method === 'GET' && call.url.startsWith('/users?')) return list(children);
    const quests = /^\/users\/(\d+)\/quests/.exec(call.url);
    if (call.method === 'GET' && quests) return questsDoc(quests[1]!);
    const one = /^\/users\/(\d+)(\?|$)/.exec(call.url);
    const child = children.find((c) => (c as { id?: string }).id === one?.[1]);
    if (call.method === 'GET' && child) return { status: 200, json: { data: child } };
    if ((call.method === 'POST' || call.method === 'PATCH') && onPost) return onPost(call);
    return { status: 500 };
  });
  // As in the shell's layout: a limit's refusal opens the limit dialog, other refusals notify.
  renderWith(
    <LimitWatch>
      <MyChildrenPage />
      <Notification />
    </LimitWatch>,
    { i18n, viewer: viewer('parent', [], { organizationId: null }), provider: api.provider, path: '/my-children' });
  return api;
}

/** Opens the add form once the list has loaded (Add waits for the count), and waits for its fields (the viewer's). */
async function openAdd(): Promise<HTMLElement> {
  await screen.findByText('You have not added a child yet.', {}, WAIT);
  fireEvent.click(screen.getByRole('button', { name: 'Add a child' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a child' });
  await within(dialog).findByLabelText(/^Username/, {}, WAIT);
  return dialog;
}

function fill(label: RegExp, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('MyChildrenPage', () => {
  it("lists the parent's children with their facts and quests, from GET /users?filter[role]=home_student", async () => {
    const api = renderPage([childDoc('5', { first_name: 'Charlie', last_name: 'Parent', nickname: 'Chaz', age: 9 })]);
    const card = await screen.findByRole('article', { name: 'Charlie Parent' }, WAIT);
    expect(within(card).getByText('Username: kid5')).toBeTruthy();
    expect(within(card).getByText('Age: 9')).toBeTruthy();
    expect(within(card).getByText('Nickname: Chaz')).toBeTruthy();
    expect(await within(card).findByText('1 of 2 quests completed', {}, WAIT)).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'Explore 3 story worlds' }).getAttribute('aria-valuetext')).toBe('2 of 3');
    expect(within(card).getByText(/Completed/)).toBeTruthy();
    expect(screen.getByText(`1 of ${MAX_CHILDREN_PER_PARENT} children`)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'GET' && c.url.startsWith('/users?') && c.url.includes('filter[role]=home_student'))).toBe(true);
  });

  it('adds a child with exactly the fields a parent may write, role home_student; the password shows and hides', async () => {
    const api = renderPage([], (call) => ({ status: 201, json: { data: childDoc('9', (call.body as { data: { attributes: Record<string, unknown> } }).data.attributes) } }));
    const dialog = await openAdd();
    fill(/^Username/, 'robin');
    const password = within(dialog).getByLabelText(/^Password/) as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'secret12' } });
    expect(password.type).toBe('password');
    expect(within(dialog).getByText('At least 6 characters.')).toBeTruthy();
    const toggle = (name: string) => within(password.closest('.MuiFormControl-root') as HTMLElement).getByRole('button', { name });
    fireEvent.click(toggle('Show password'));
    expect(password.type).toBe('text');
    fireEvent.click(toggle('Hide password'));
    expect(password.type).toBe('password');
    fill(/^Confirm password/, 'secret12');
    fill(/^First name/, 'Robin');
    fill(/^Age/, '8');
    fill(/^Nickname/, 'Rob');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1), WAIT);
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/users');
    expect(post.body).toEqual({
      data: {
        type: 'users',
        attributes: { username: 'robin', password: 'secret12', password_confirmation: 'secret12', first_name: 'Robin', age: 8, nickname: 'Rob', role: 'home_student' },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  });

  it("checks the form before sending: required fields, then the users schema's own rules and messages", async () => {
    const api = renderPage([]);
    const dialog = await openAdd();
    fill(/^Password/, 'abc');
    fill(/^Age/, '150');
    fill(/^Nickname/, 'N'.repeat(101));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(within(dialog).getByText('Must be at most 149')).toBeTruthy();
    expect(within(dialog).getByText('must be no more than 100 characters')).toBeTruthy();
    // Username (a home student's, kit requiredWhen) and first name.
    expect(within(dialog).getAllByText('This field cannot be blank')).toHaveLength(2);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('disables Add at the limit with the seed’s message', async () => {
    renderPage(Array.from({ length: MAX_CHILDREN_PER_PARENT }, (_, i) => childDoc(String(i + 1))));
    await screen.findByText(`${MAX_CHILDREN_PER_PARENT} of ${MAX_CHILDREN_PER_PARENT} children`, {}, WAIT);
    expect((screen.getByRole('button', { name: 'Add a child' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(`Only ${MAX_CHILDREN_PER_PARENT} children can be added.`)).toBeTruthy();
  });

  it('opens the add form on its first field, and a save with a field missing moves focus to the first one in error', async () => {
    const api = renderPage([]);
    const dialog = await openAdd();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Username/)), WAIT);
    fill(/^Username/, 'kay1');
    fill(/^Password/, 'secret12');
    fill(/^Confirm password/, 'secret12');
    fill(/^Last name/, 'Kay');
    // Enter in the last name field submits the form with the first name missing.
    fireEvent.submit(screen.getByLabelText(/^Last name/).closest('form')!);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^First name/)), WAIT);
    expect(within(dialog).getByText('This field cannot be blank')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("keeps the form and shows the server's 803, and a taken username on its field", async () => {
    let answer: ApiAnswer = {
      status: 422,
      json: { errors: [{ status: '422', code: '803', title: 'Unprocessable', detail: 'Only 5 children can be added.', meta: { error_identifier: 'childrenLimit' } }] },
    };
    renderPage([], () => answer);
    const dialog = await openAdd();
    fill(/^Username/, 'robin');
    fill(/^Password/, 'secret12');
    fill(/^First name/, 'Robin');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const limit = await screen.findByRole('dialog', { name: 'Children limit reached' }, WAIT);
    expect(within(limit).getByText(`Only ${MAX_CHILDREN_PER_PARENT} children can be added. To add more, get in touch with us.`)).toBeTruthy();
    fireEvent.click(within(limit).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Children limit reached' })).toBeNull(), WAIT);
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Robin');
    answer = {
      status: 422,
      json: { errors: [{ status: '422', code: '804', title: 'Unprocessable', detail: 'used', source: { pointer: '/data/attributes/username' }, meta: { error_identifier: 'usernameUsed' } }] },
    };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true'), WAIT);
    // The username field says the username is taken (seed 804 for a username), never the email text.
    const describedBy = screen.getByLabelText(/^Username/).getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('This username is already taken.');
    expect(within(dialog).queryByText('This email is already used.')).toBeNull();
  });

  it('edits a child on the same form: a blank password keeps the current one, and the change is saved', async () => {
    const api = renderPage([childDoc('5', { first_name: 'Charlie' })], (call) => ({
      status: 200,
      json: { data: childDoc('5', { first_name: 'Charlie', ...(call.body as { data: { attributes: Record<string, unknown> } }).data.attributes }) },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Charlie' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Charlie' }, WAIT);
    const nickname = (await within(dialog).findByLabelText(/^Nickname/, {}, WAIT)) as HTMLInputElement;
    expect((within(dialog).getByLabelText(/^Username/) as HTMLInputElement).value).toBe('kid5');
    expect(within(dialog).getByText('Leave blank to keep the current password.')).toBeTruthy();
    // Only what a parent may change: no read-only email, country or dates.
    expect(within(dialog).queryByText('Email')).toBeNull();
    fireEvent.change(nickname, { target: { value: 'Chaz' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1), WAIT);
    const patch = api.calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toBe('/users/5');
    const attributes = (patch.body as { data: { attributes: Record<string, unknown> } }).data.attributes;
    expect(attributes).toMatchObject({ nickname: 'Chaz' });
    expect(attributes).not.toHaveProperty('password');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  });
});
