import { useMemo, useState } from 'react';
import { useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { createSend } from '../../../dataProvider';
import type { LicensingAction, SeatType } from '../../../domain/licensing';
import { licensingAction } from './licensingAction';

/** Runs one licensing action: success toast and refetch, or the server's translated refusal. */
export function useLicensingAction(id: string): { run: (action: LicensingAction, seatType?: SeatType) => Promise<void>; busy: boolean } {
  const [locale] = useLocaleState();
  const send = useMemo(() => createSend({ application: 'shell', getLocale: () => locale }), [locale]);
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const run = async (action: LicensingAction, seatType?: SeatType): Promise<void> => {
    setBusy(true);
    try {
      await licensingAction(send, id, action, seatType);
      const label = translate(`resources.licensings.actions.${action}`);
      notify('resources.licensings.actions.done', { type: 'success', messageArgs: { action: label } });
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : 'errors.api.default', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
