// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Notification, useCreate, useNotify, testDataProvider, type I18nProvider } from 'react-admin';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { httpError } from '../../dataProvider/errors';
import { CONTACT_URL } from './lockedOffer';
import { LimitWatch } from './LimitDialog';
import { ToastPolicy } from './ToastPolicy';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

/** A create the server refuses as the API does: 422, code 802, meta.error_identifier teacherLimit. */
const refusingProvider = () =>
  testDataProvider({
    create: (() =>
      Promise.reject(
        httpError('errors.api.teacherLimit', 422, {}, [{ status: '422', code: '802', title: 'Unprocessable Entity', detail: 'The teacher limit has been exceeded.', meta: { error_identifier: 'teacherLimit' } }]),
      )) as never,
  });

function AddTeacher() {
  const [create] = useCreate();
  const notify = useNotify();
  const add = () =>
    create('users', { data: { firstName: 'Ann', role: 'teacher' } }, { onError: (e) => notify(e instanceof Error ? e.message : 'errors.api.default', { type: 'error' }) });
  return (
    <>
      <button onClick={add}>add teacher</button>
      <button onClick={() => notify('errors.api.teacherLimit', { type: 'error' })}>toast only</button>
    </>
  );
}

function renderWatched() {
  render(
    <Harness i18nProvider={i18n} dataProvider={refusingProvider()}>
      <ToastPolicy>
        <LimitWatch>
          <AddTeacher />
        </LimitWatch>
      </ToastPolicy>
      <Notification />
    </Harness>,
  );
}

describe('LimitWatch and LimitDialog', () => {
  it('a create refused with 802 opens the teacher-limit dialog with a get-in-touch link, instead of the toast', async () => {
    renderWatched();
    fireEvent.click(screen.getByText('add teacher'));
    const dialog = await screen.findByRole('dialog', { name: 'Teacher limit reached' });
    expect(within(dialog).getByText(/used all its teacher seats/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Get in touch' }).getAttribute('href')).toBe(CONTACT_URL);
    // The dialog says it: the same failure's toast is not stacked under it.
    expect(screen.queryByText('The teacher limit has been exceeded.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves other failures to the toast', async () => {
    renderWatched();
    fireEvent.click(screen.getByText('toast only'));
    expect(await screen.findByText('The teacher limit has been exceeded.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
