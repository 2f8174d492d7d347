import { useCallback, useContext, type ReactElement, type ReactNode } from 'react';
import { AddNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { toastPolicy } from './toastPolicy';

/** Applies the toast policy to every notification raised below it (the whole layout). */
export function ToastPolicy({ children }: { children: ReactNode }): ReactElement {
  const add = useContext(AddNotificationContext);
  const translate = useTranslate();
  const wrapped = useCallback((n: NotificationPayload) => add(toastPolicy(n, translate)), [add, translate]);
  return <AddNotificationContext.Provider value={wrapped}>{children}</AddNotificationContext.Provider>;
}
