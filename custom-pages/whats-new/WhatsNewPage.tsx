/**
 * What's new (route 'whats-new', teachers of schools with the new-features flag; seed 2.6): the
 * product's release notes, newest first, from the site copy (server/siteCopy documents of type
 * `whats_new`), so they are edited like the welcome page's copy, not in code.
 */
import type { ReactElement } from 'react';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { PageTitle } from '../../shell/generator/DocumentTitle';
import { useFormatDate } from '../../shell/generator/useDates';
import { useSiteDocuments } from './useSiteDocuments';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function WhatsNewPage(): ReactElement {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const { records, failed } = useSiteDocuments('whats_new');
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      {/* The page's h1 is the shell's sub-header title (PageTitle, shell/chrome/SubHeader.tsx): no second one here. */}
      <PageTitle titleKey="menu.whatsNew" />
      {failed && <Alert severity="error">{translate('whatsNew.loadFailed')}</Alert>}
      {!failed && !records && <Loading />}
      {records?.length === 0 && <Typography>{translate('whatsNew.empty')}</Typography>}
      {[...(records ?? [])].reverse().map((record) => {
        const data = (record.data ?? {}) as Record<string, unknown>;
        return (
          <Card key={record.id} component="article">
            <CardContent>
              <Typography component="h2" variant="h6">
                {str(data.title)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {formatDate(record.firstPublicationDate, 'longDay') ?? ''}
              </Typography>
              <Typography>{str(data.body)}</Typography>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
