/**
 * Seed section 8: going offline shows a persistent 'no connection' error toast, gone when back
 * online. Kept apart from react-admin's notification queue so it neither expires nor waits behind
 * other toasts.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';

function initiallyOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function useOffline(): boolean {
  const [offline, setOffline] = useState(initiallyOffline);
  useEffect(() => {
    const goOffline = (): void => setOffline(true);
    const goOnline = (): void => setOffline(false);
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);
  return offline;
}

export function OfflineToast(): ReactElement {
  const translate = useTranslate();
  const offline = useOffline();
  return (
    <Snackbar open={offline} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="error" variant="filled" role="alert">
        {translate('errors.api.noConnection')}
      </Alert>
    </Snackbar>
  );
}
