// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Notification, useNotify, type I18nProvider } from 'react-admin';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { ToastPolicy } from './ToastPolicy';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The toast's clock runs on fake timers, so waiting seconds for it costs no real time. */
const elapse = async (ms: number): Promise<void> => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

function Saver() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify('resources.organizations.notifications.updated', { type: 'info', messageArgs: { smart_count: 1 } })}>save</button>
      <button onClick={() => notify('errors.api.teacherLimit', { type: 'error' })}>fail</button>
    </>
  );
}

function renderToasts() {
  render(
    <Harness i18nProvider={i18n}>
      <ToastPolicy>
        <Saver />
      </ToastPolicy>
      <Notification />
    </Harness>,
  );
}

describe('ToastPolicy', () => {
  it("shows react-admin's update toast as a success naming the entity", async () => {
    renderToasts();
    fireEvent.click(screen.getByText('save'));
    expect(await screen.findByText('Organisation updated')).toBeTruthy();
  });

  it('keeps an error toast on screen past the success time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderToasts();
    fireEvent.click(screen.getByText('fail'));
    expect(await screen.findByText('The teacher limit has been exceeded.')).toBeTruthy();
    await elapse(3300);
    expect(screen.getByText('The teacher limit has been exceeded.')).toBeTruthy();
  });

  it('closes a success toast after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderToasts();
    fireEvent.click(screen.getByText('save'));
    await screen.findByText('Organisation updated');
    await elapse(3100);
    await elapse(500); // the closing transition, scheduled once the toast hides
    expect(screen.queryByText('Organisation updated')).toBeNull();
  });
});
