/** A placeholder home page until the teacher and school dashboards (custom pages) arrive. */
import type { ReactElement } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { PageTitle } from '../chrome/DocumentTitle';

function emailOf(permissions: unknown): string | null {
  if (typeof permissions !== 'object' || permissions === null) return null;
  const email = (permissions as { email?: unknown }).email;
  return typeof email === 'string' ? email : null;
}

export function Dashboard(): ReactElement {
  const translate = useTranslate();
  const { permissions } = usePermissions<unknown>();
  const email = emailOf(permissions);
  return (
    <Card sx={{ mt: 2 }}>
      <PageTitle titleKey="shell.dashboard.title" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('shell.dashboard.welcome')}
        </Typography>
        {email && <Typography sx={{ overflowWrap: 'anywhere' }}>{translate('shell.dashboard.signedInAs', { email })}</Typography>}
      </CardContent>
    </Card>
  );
}
