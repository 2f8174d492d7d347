// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { api, jsonApi, useApiServer } from '../../../tests/ui/apiServer';
import { recorder, signedInAs, VIEWER_ID } from '../../../tests/ui/familyTestSupport';

const server = useApiServer();
afterEach(cleanup);

type Field = 'firstName' | 'lastName' | 'age' | 'nickname' | 'username' | 'password' | 'passwordConfirmation';

/** The input of child form `n` (1-based, in the order they were added). */
function input(n: number, field: Field): HTMLInputElement {
  const el = document.getElementById(`child-${n}-${field}`);
  if (!(el instanceof HTMLInputElement)) throw new Error(`no input ${field} in child ${n}`);
  return el;
}

function type(n: number, field: Field, value: string): void {
  fireEvent.change(input(n, field), { target: { value } });
  fireEvent.blur(input(n, field));
}

function fillChild(n: number, child: Partial<Record<Field, string>>): void {
  for (const [field, value] of Object.entries(child)) type(n, field as Field, value);
}

const button = (text: string): HTMLButtonElement | null => (screen.queryByText(text)?.closest('button') as HTMLButtonElement | null) ?? null;
const submit = (): HTMLButtonElement => {
  const b = document.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!b) throw new Error('no submit');
  return b;
};
const location = (): string => screen.getByTestId('location').textContent ?? '';

async function open(): Promise<void> {
  renderScreen('/sign-up/create-children');
  await screen.findByText('Child 1');
}

describe('children accounts', () => {
  it('keeps the first form, adds up to five and removes later ones', async () => {
    server.use(signedInAs({ role: 'parent' }));
    await open();
    expect(button('Remove child 1')).toBeNull();
    for (let i = 0; i < 4; i += 1) fireEvent.click(button('Add another child') as HTMLButtonElement);
    expect(screen.getByText('Child 5')).toBeTruthy();
    expect(button('Add another child')).toBeNull();
    expect(button('Remove child 1')).toBeNull();
    fireEvent.click(button('Remove child 3') as HTMLButtonElement);
    expect(screen.queryByText('Child 5')).toBeNull();
    expect(button('Add another child')).not.toBeNull();
  });

  it('refuses a username another form uses, and short or mismatched passwords', async () => {
    server.use(signedInAs({ role: 'parent' }));
    await open();
    expect(submit().disabled).toBe(true);
    fireEvent.click(button('Add another child') as HTMLButtonElement);
    fillChild(1, { firstName: 'Sam', username: 'sam', password: 'secret1', passwordConfirmation: 'secret1' });
    fillChild(2, { firstName: 'Kim', username: ' SAM ', password: '123', passwordConfirmation: '1234' });
    expect(screen.getByText('Each child needs a different username')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(input(2, 'username').getAttribute('aria-invalid')).toBe('true');
    expect(submit().disabled).toBe(true);
    fillChild(2, { username: 'kim', password: 'secret2', passwordConfirmation: 'secret2' });
    expect(screen.queryByText('Each child needs a different username')).toBeNull();
    expect(submit().disabled).toBe(false);
  });

  it('creates each child under the parent, opens the limit dialog on 803 and never resends a created child', async () => {
    const rec = recorder();
    let limitReached = true;
    server.use(
      signedInAs({ role: 'parent' }),
      http.post(api('/users'), async ({ request }) => {
        const body = (await rec.record(request)) as { data: { attributes: { username: string } } };
        if (limitReached && body.data.attributes.username === 'kim') {
          return jsonApi({ errors: [{ status: '422', code: '803', title: 'Children limit', detail: 'Only 5 children can be added.', meta: { error_identifier: 'childrenLimit' } }] }, 422);
        }
        return jsonApi({ data: { type: 'users', id: `c${rec.requests.length}`, attributes: { username: body.data.attributes.username } } }, 201);
      }),
    );
    await open();
    fireEvent.click(button('Add another child') as HTMLButtonElement);
    fillChild(1, { firstName: ' Sam ', lastName: 'Lee', age: '9', username: 'sam', password: 'secret1', passwordConfirmation: 'secret1' });
    fillChild(2, { firstName: 'Kim', nickname: 'Kimmy', username: 'kim', password: 'secret2', passwordConfirmation: 'secret2' });
    fireEvent.click(submit());

    expect(await screen.findByText('Children limit reached')).toBeTruthy();
    expect(screen.getByText(/Only 5 children can be added/)).toBeTruthy();
    expect(rec.requests.map((r) => r.body)).toEqual([
      {
        data: {
          type: 'users',
          attributes: { first_name: 'Sam', last_name: 'Lee', age: 9, username: 'sam', password: 'secret1', password_confirmation: 'secret1', role: 'home_student' },
          relationships: { parent: { data: { type: 'users', id: VIEWER_ID } } },
        },
      },
      {
        data: {
          type: 'users',
          attributes: { first_name: 'Kim', nickname: 'Kimmy', username: 'kim', password: 'secret2', password_confirmation: 'secret2', role: 'home_student' },
          relationships: { parent: { data: { type: 'users', id: VIEWER_ID } } },
        },
      },
    ]);
    expect(rec.requests.every((r) => r.method === 'POST' && r.path === '/users')).toBe(true);
    fireEvent.click(button('Close') as HTMLButtonElement);
    await waitFor(() => expect(screen.queryByText('Children limit reached')).toBeNull());
    expect(screen.getByText(/Sam signs in as sam/)).toBeTruthy();
    expect(location()).toBe('/sign-up/create-children');
    expect(submit().disabled).toBe(true);

    limitReached = false;
    type(2, 'nickname', 'K');
    expect(submit().disabled).toBe(false);
    fireEvent.click(submit());
    await waitFor(() => expect(location()).toBe('/sign-up/done'));
    expect(rec.requests.map((r) => (r.body as { data: { attributes: { username: string } } }).data.attributes.username)).toEqual(['sam', 'kim', 'kim']);
  });

  it('shows a used username under its field and stays', async () => {
    server.use(
      signedInAs({ role: 'parent' }),
      http.post(api('/users'), () =>
        jsonApi({ errors: [{ status: '422', code: '804', title: 'Used', detail: 'This username is already taken.', source: { pointer: '/data/attributes/username' }, meta: { error_identifier: 'usernameUsed' } }] }, 422),
      ),
    );
    await open();
    fillChild(1, { firstName: 'Sam', username: 'sam', password: 'secret1', passwordConfirmation: 'secret1' });
    fireEvent.click(submit());
    await waitFor(() => expect(input(1, 'username').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This username is already taken.').length).toBeGreaterThan(0);
    expect(submit().disabled).toBe(true);
    expect(location()).toBe('/sign-up/create-children');
  });
});
