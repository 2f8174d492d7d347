/** An item's own loading or error line, so one failed list does not blank the dashboard. */
import type { ReactElement } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function ItemStatus({ failed }: { failed: boolean }): ReactElement {
  const translate = useTranslate();
  if (failed)
    return (
      <Typography role="alert" color="error">
        {translate('dashboards.itemFailed')}
      </Typography>
    );
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2">{translate('ra.page.loading')}</Typography>
    </Box>
  );
}
