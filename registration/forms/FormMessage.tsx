/** A form-wide message (server failure, success note), announced to screen readers. */
import Alert, { type AlertColor } from '@mui/material/Alert';
import type { ReactNode } from 'react';

export function FormMessage({ severity = 'error', children }: { severity?: AlertColor; children: ReactNode }): ReactNode {
  if (children === undefined || children === null || children === '') return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ my: 2 }}>
      {children}
    </Alert>
  );
}
