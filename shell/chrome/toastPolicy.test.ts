import { beforeAll, describe, expect, it } from 'vitest';
import type { I18nProvider } from 'react-admin';
import { englishProvider } from '../../tests/ui/harness';
import { TOAST_AUTO_CLOSE_MS } from './constants';
import { toastPolicy } from './toastPolicy';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});

const t = (key: string, options?: Record<string, unknown>): string => String(i18n.translate(key, options));

describe('toastPolicy', () => {
  it('turns react-admin created/updated/deleted toasts into success toasts naming the entity, closing after 3 s', () => {
    for (const [event, text] of [
      ['created', 'Organisation created'],
      ['updated', 'Organisation updated'],
      ['deleted', 'Organisation deleted'],
    ] as const) {
      const toast = toastPolicy(
        { message: `resources.organizations.notifications.${event}`, type: 'info', notificationOptions: { messageArgs: { smart_count: 1 } } },
        t,
      );
      expect(toast.type).toBe('success');
      expect(t(String(toast.message), toast.notificationOptions?.messageArgs)).toBe(text);
      expect(toast.notificationOptions?.autoHideDuration).toBe(TOAST_AUTO_CLOSE_MS);
    }
  });

  it('counts several deleted rows', () => {
    const toast = toastPolicy({ message: 'resources.users.notifications.deleted', type: 'info', notificationOptions: { messageArgs: { smart_count: 3 } } }, t);
    expect(t(String(toast.message), toast.notificationOptions?.messageArgs)).toBe('3 Users deleted');
  });

  it('keeps errors until dismissed and leaves other messages as they are', () => {
    const error = toastPolicy({ message: 'errors.api.default', type: 'error' }, t);
    expect(error.notificationOptions?.autoHideDuration).toBeNull();
    expect(error.message).toBe('errors.api.default');
    const info = toastPolicy({ message: 'Saved', type: 'info' }, t);
    expect(info).toMatchObject({ message: 'Saved', type: 'info', notificationOptions: { autoHideDuration: TOAST_AUTO_CLOSE_MS } });
  });

  it('keeps a duration the caller chose', () => {
    expect(toastPolicy({ message: 'x', type: 'error', notificationOptions: { autoHideDuration: 500 } }, t).notificationOptions?.autoHideDuration).toBe(500);
  });
});
