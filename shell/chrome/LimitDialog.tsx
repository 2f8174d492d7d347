/**
 * The limit modals (seed 8): a request refused with 801 studentLimit, 802 teacherLimit or 803
 * childrenLimit opens a dialog saying the limit is reached, with a way to get in touch (the
 * contact link of the content-locked page). `LimitWatch` wraps the layout: it hands every screen
 * below it a data provider whose limit failures open the dialog (generated forms, the CSV import,
 * the invite and add-child dialogs alike), and drops the same failure's toast, which the dialog
 * already says.
 */
import { useCallback, useContext, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { AddNotificationContext, DataProviderContext, useTranslate, type NotificationPayload } from 'react-admin';
import { MAX_CHILDREN_PER_PARENT } from '../../domain/constants';
import { CONTACT_URL } from './lockedOffer';
import { watchLimits, type LimitIdentifier } from './limitErrors';

const TITLE_ID = 'limit-dialog-title';
const TEXT_ID = 'limit-dialog-text';

export function LimitDialog({ limit, onClose }: { limit: LimitIdentifier | null; onClose: () => void }): ReactElement {
  const translate = useTranslate();
  // Keeps the last text while the dialog fades out.
  const shown = useRef<LimitIdentifier>('teacherLimit');
  if (limit) shown.current = limit;
  const key = `school.limit.${shown.current}`;
  return (
    <Dialog open={limit !== null} onClose={onClose} aria-labelledby={TITLE_ID} aria-describedby={TEXT_ID}>
      <DialogTitle id={TITLE_ID}>{translate(`${key}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={TEXT_ID}>{translate(`${key}.body`, { number: MAX_CHILDREN_PER_PARENT })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('school.limit.close')}</Button>
        <Button variant="contained" href={CONTACT_URL}>
          {translate('school.limit.getInTouch')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** How long after a limit failure its toast is still the dialog's duplicate. */
const SAME_FAILURE_MS = 5000;

export function LimitWatch({ children }: { children: ReactNode }): ReactElement {
  const dataProvider = useContext(DataProviderContext);
  const add = useContext(AddNotificationContext);
  const [limit, setLimit] = useState<LimitIdentifier | null>(null);
  const last = useRef<{ limit: LimitIdentifier; at: number } | null>(null);
  const watched = useMemo(
    () =>
      dataProvider &&
      watchLimits(dataProvider, (found) => {
        last.current = { limit: found, at: Date.now() };
        setLimit(found);
      }),
    [dataProvider],
  );
  const notify = useCallback(
    (n: NotificationPayload) => {
      const l = last.current;
      if (l && n.message === `errors.api.${l.limit}` && Date.now() - l.at < SAME_FAILURE_MS) return;
      add(n);
    },
    [add],
  );
  const close = useCallback(() => setLimit(null), []);
  return (
    <DataProviderContext.Provider value={watched}>
      <AddNotificationContext.Provider value={notify}>
        {children}
        <LimitDialog limit={limit} onClose={close} />
      </AddNotificationContext.Provider>
    </DataProviderContext.Provider>
  );
}
