/**
 * /app/lesson-plans: the lesson plan library (seed 2.6) in three tabs —
 * - Product lesson plans: the product's own (no school), `filter[organization][null]=true`;
 * - My lesson plans: `filter[author]=<viewer>`;
 * - School lesson plans: colleagues' plans shared with the school, `filter[sharedWithSchool]=true`
 *   without the viewer's own (the server lists only the viewer's school's shared plans);
 * with a type filter and a search by name (`filter[q]`). Tab, type and search live in the
 * address, so Back and a shared link keep them.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { Alert, Box, Button, CircularProgress, Grid, MenuItem, Pagination, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useBasename, useGetList, useTranslate } from 'react-admin';
import { LESSON_PLAN_SEARCH_DELAY_MS, LESSON_PLAN_TYPES, SHELL_PAGE_SIZE_DEFAULT } from '../../domain/constants';
import { PageTitle } from '../../shell/generator/DocumentTitle';
import { useViewer } from '../../shell/chrome/useViewer';
import { LessonPlanCard } from './LessonPlanCard';
import { newLessonPlanPath } from './paths';

export type LibraryTab = 'product' | 'mine' | 'school';
const TABS: readonly LibraryTab[] = ['product', 'mine', 'school'];

export function tabFilter(tab: LibraryTab, viewerId: string): Record<string, unknown> {
  if (tab === 'product') return { organizationId: null };
  if (tab === 'mine') return { authorId: viewerId };
  return { sharedWithSchool: true };
}

interface GridProps {
  tab: LibraryTab;
  filter: Record<string, unknown>;
  viewerId: string;
  filtered: boolean;
}

function PlanGrid({ tab, filter, viewerId, filtered }: GridProps): ReactElement {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const { data, total, isPending, error } = useGetList('lesson_plans', {
    filter,
    pagination: { page, perPage: SHELL_PAGE_SIZE_DEFAULT },
    sort: { field: 'updatedAt', order: 'DESC' },
    meta: { include: ['author'] },
  });
  if (isPending) return <CircularProgress aria-label={translate('shell.loading')} />;
  if (error) return <Alert severity="error">{translate('lessonPlansPage.loadFailed')}</Alert>;
  // The school's shared plans include the viewer's own, which are under My lesson plans.
  const plans = (data ?? []).filter((p) => tab !== 'school' || String(p.authorId ?? '') !== viewerId);
  if (plans.length === 0) return <Typography sx={{ py: 2 }}>{translate(filtered ? 'lessonPlansPage.empty.filtered' : `lessonPlansPage.empty.${tab}`)}</Typography>;
  const pages = Math.ceil((total ?? plans.length) / SHELL_PAGE_SIZE_DEFAULT);
  return (
    <>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {plans.map((plan) => (
          <Grid key={plan.id} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
            <LessonPlanCard plan={plan} />
          </Grid>
        ))}
      </Grid>
      {pages > 1 && <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_e, p) => setPage(p)} aria-label={translate('shell.pagination.label')} />}
    </>
  );
}

/** The search box: the list follows LESSON_PLAN_SEARCH_DELAY_MS after the last keystroke. */
function useDelayed(value: string): string {
  const [delayed, setDelayed] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(value), LESSON_PLAN_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return delayed;
}

export function LessonPlanLibrary(): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const tab: LibraryTab = TABS.find((t) => t === params.get('tab')) ?? 'product';
  const planType = LESSON_PLAN_TYPES.find((t) => t === params.get('type'));
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDelayed(search.trim());
  const setParam = (name: string, value: string | undefined): void =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === 'q' },
    );
  useEffect(() => setParam('q', q || undefined), [q]);
  const filter = viewer ? { ...tabFilter(tab, viewer.id), ...(planType ? { planType } : {}), ...(q ? { q } : {}) } : {};
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageTitle titleKey="lessonPlansPage.title" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mb: 1, alignItems: { sm: 'center' } }}>
        <TextField
          label={translate('lessonPlansPage.filters.search')}
          type="search"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flex: { sm: '0 1 320px' } }}
        />
        <TextField
          select
          label={translate('lessonPlansPage.filters.type')}
          size="small"
          value={planType ?? ''}
          onChange={(e) => setParam('type', e.target.value || undefined)}
          sx={{ flex: { sm: '0 1 220px' } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate('lessonPlansPage.filters.allTypes')}</MenuItem>
          {LESSON_PLAN_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(`resources.lesson_plans.values.planType.${t}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={newLessonPlanPath(basename)} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {translate('lessonPlansPage.newPlan')}
        </Button>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_e, value: LibraryTab) => setParam('tab', value === 'product' ? undefined : value)}
        aria-label={translate('lessonPlansPage.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((key) => (
          <Tab key={key} value={key} label={translate(`lessonPlansPage.tabs.${key}`)} id={`lesson-plans-tab-${key}`} aria-controls={`lesson-plans-panel-${key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`lesson-plans-panel-${tab}`} aria-labelledby={`lesson-plans-tab-${tab}`} sx={{ pt: 2 }}>
        {viewer && <PlanGrid key={`${tab}-${planType ?? ''}-${q}`} tab={tab} filter={filter} viewerId={viewer.id} filtered={Boolean(planType || q)} />}
      </Box>
    </Box>
  );
}
