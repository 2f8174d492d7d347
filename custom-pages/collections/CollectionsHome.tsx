/**
 * /app/collections: "My collections" (the viewer's own, drafts and published) and "Published"
 * (the product's and colleagues' published collections), as cards, with "New collection".
 * The tab is in the address (`?tab=published`), so Back and a shared link keep it.
 */
import { useState, type ReactElement } from 'react';
import { Alert, Box, Button, CircularProgress, Grid, Pagination, Stack, Tab, Tabs, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useBasename, useGetList, useTranslate } from 'react-admin';
import { SHELL_PAGE_SIZE_DEFAULT } from '../../domain/constants';
import { PageTitle } from '../../shell/generator/DocumentTitle';
import { useViewer } from '../../shell/chrome/useViewer';
import { CollectionCard } from './CollectionCard';
import { newCollectionPath } from './paths';

type TabKey = 'mine' | 'published';
const TABS: readonly TabKey[] = ['mine', 'published'];

function CollectionGrid({ tab, filter }: { tab: TabKey; filter: Record<string, unknown> }): ReactElement {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const { data, total, isPending, error } = useGetList('collections', {
    filter,
    pagination: { page, perPage: SHELL_PAGE_SIZE_DEFAULT },
    sort: { field: 'updatedAt', order: 'DESC' },
    // Items for their count (a list carries to-many linkage only when included).
    meta: { include: ['author', 'items'] },
  });
  if (isPending) return <CircularProgress aria-label={translate('shell.loading')} />;
  if (error) return <Alert severity="error">{translate('collectionsPage.loadFailed')}</Alert>;
  if (!data || data.length === 0) return <Typography sx={{ py: 2 }}>{translate(`collectionsPage.empty.${tab}`)}</Typography>;
  const pages = Math.ceil((total ?? data.length) / SHELL_PAGE_SIZE_DEFAULT);
  return (
    <>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((record) => (
          <Grid key={record.id} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
            <CollectionCard record={record} showState={tab === 'mine'} />
          </Grid>
        ))}
      </Grid>
      {pages > 1 && (
        <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_e, p) => setPage(p)} aria-label={translate('shell.pagination.label')} />
      )}
    </>
  );
}

export function CollectionsHome(): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'published' ? 'published' : 'mine';
  const filters: Record<TabKey, Record<string, unknown>> = {
    mine: { authorId: viewer?.id },
    published: { state: 'published' },
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageTitle titleKey="collectionsPage.title" />
      {/* The page's heading is the header's title (PageTitle). */}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap-reverse', gap: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_e, value: TabKey) => setParams(value === 'mine' ? {} : { tab: value })}
          aria-label={translate('collectionsPage.tabs.label')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((key) => (
            <Tab key={key} value={key} label={translate(`collectionsPage.tabs.${key}`)} id={`collections-tab-${key}`} aria-controls={`collections-panel-${key}`} />
          ))}
        </Tabs>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={newCollectionPath(basename)} sx={{ mb: { xs: 0, sm: 0.5 } }}>
          {translate('collectionsPage.newCollection')}
        </Button>
      </Stack>
      <Box role="tabpanel" id={`collections-panel-${tab}`} aria-labelledby={`collections-tab-${tab}`} sx={{ pt: 2 }}>
        {viewer && <CollectionGrid key={tab} tab={tab} filter={filters[tab]} />}
      </Box>
    </Box>
  );
}
