/**
 * What toasts say and how long they stay (seed sections 7 and 8): react-admin's generic
 * created/updated/deleted toasts become success toasts naming the entity (the resource's
 * translated singular name); success and info close after TOAST_AUTO_CLOSE_MS, errors stay until
 * dismissed; a duration the caller chose is kept.
 */
import type { NotificationPayload } from 'react-admin';
import { TOAST_AUTO_CLOSE_MS } from './constants';

export function withToastDuration(notification: NotificationPayload): NotificationPayload {
  const options = notification.notificationOptions ?? {};
  if (options.autoHideDuration !== undefined) return notification;
  const autoHideDuration = notification.type === 'error' ? null : TOAST_AUTO_CLOSE_MS;
  return { ...notification, notificationOptions: { ...options, autoHideDuration } };
}

/** react-admin's success keys: `resources.<name>.notifications.<created|updated|deleted>`. */
const SUCCESS_KEY = /^resources\.([a-z_]+)\.notifications\.(created|updated|deleted)$/;

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function namingEntity(notification: NotificationPayload, translate: Translate): NotificationPayload {
  const match = typeof notification.message === 'string' ? SUCCESS_KEY.exec(notification.message) : null;
  if (!match) return notification;
  const [key, resource, event] = match;
  // A resource's own catalogue text wins over the generic one.
  if (translate(key, { _: '' }) !== '') return notification;
  const options = notification.notificationOptions ?? {};
  const count = typeof options.messageArgs?.smart_count === 'number' ? options.messageArgs.smart_count : 1;
  const name = translate(`resources.${resource}.name`, { smart_count: count });
  const messageArgs = { ...(options.messageArgs ?? {}), name, smart_count: count };
  return { ...notification, type: 'success', message: `shell.toast.${event}`, notificationOptions: { ...options, messageArgs } };
}

export function toastPolicy(notification: NotificationPayload, translate: Translate): NotificationPayload {
  return withToastDuration(namingEntity(notification, translate));
}
