import type { ReactElement } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { PageTitle } from '../generator/DocumentTitle';

/** The 404 page; missing permissions end here too (seed section 8: "Permission missing: redirect to /404"). */
export function NotFoundPage(): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box sx={{ p: 3 }}>
      <PageTitle titleKey="shell.pages.notFound.title" />
      <Typography component="h2" variant="h4" gutterBottom>
        404 · {translate('shell.pages.notFound.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('shell.pages.notFound.text')}</Typography>
      <Button variant="contained" component={RouterLink} to={`${basename}/`}>
        {translate('shell.pages.notFound.home')}
      </Button>
    </Box>
  );
}
