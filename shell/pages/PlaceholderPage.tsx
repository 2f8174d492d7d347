import type { ReactElement } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../chrome/DocumentTitle';

/** Stands in for a page of the route table until it is built, saying what will be there. */
export function PlaceholderPage({ titleKey, textKey }: { titleKey: string; textKey: string }): ReactElement {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 1 }}>
      <PageTitle titleKey={titleKey} />
      <CardContent>
        <Typography sx={{ mb: 1 }}>{translate(textKey)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('shell.placeholder.comingSoon')}
        </Typography>
      </CardContent>
    </Card>
  );
}
