import type { ReactElement } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../generator/DocumentTitle';

export const ACCESS_DENIED_PATH = '/403';

/** The access-denied page with the default 403 message (seed section 8). */
export function AccessDeniedPage({ message }: { message?: string }): ReactElement {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }} role="alert">
      <PageTitle titleKey="shell.pages.accessDenied.title" />
      <Typography component="h2" variant="h4" gutterBottom>
        403 · {translate('shell.pages.accessDenied.title')}
      </Typography>
      <Typography>{message ?? translate('errors.api.forbidden')}</Typography>
    </Box>
  );
}
