/**
 * The teacher's lessons (seed 2.6 and 4; organisation admins see their school's, the server
 * decides): tabs All / Active / Ended (`filter[state]`), newest first, each lesson's plan, class,
 * mode, passphrase, start and end; End (confirmed) and Restart.
 * `GET /lessons?page[number]=1&page[size]=100&sort=-start_date[&filter[state]=…]&include=lesson_plan,class`.
 */
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Stack, Tab, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useBasename, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import type { Prefetched } from '../../dataProvider/types';
import { PageTitle } from '../../shell/chrome/DocumentTitle';
import { EndLessonConfirm } from './EndLessonConfirm';
import { formatDateTime } from './format';
import { LESSON_LIST_INCLUDE } from './lessonRecords';
import { lessonPath } from './paths';
import { useLessonActions } from './useLessonActions';

export const LESSON_TABS = ['all', 'active', 'ended'] as const;
export type LessonTab = (typeof LESSON_TABS)[number];
const PAGE_SIZE = 100;

/** The list filter of a tab: All has none. */
export function stateFilter(tab: LessonTab): Record<string, string> {
  return tab === 'all' ? {} : { state: tab };
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; lessons: RaRecord[]; included: Prefetched };

function useLessons(tab: LessonTab): { loaded: Loaded; reload: () => void } {
  const dataProvider = useDataProvider();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    dataProvider
      .getList('lessons', { filter: stateFilter(tab), sort: { field: 'startDate', order: 'DESC' }, pagination: { page: 1, perPage: PAGE_SIZE }, meta: { include: LESSON_LIST_INCLUDE } })
      .then((result) => {
        const meta = (result as { meta?: { prefetched?: Prefetched } }).meta;
        if (live) setLoaded({ state: 'ready', lessons: result.data, included: meta?.prefetched ?? {} });
      })
      .catch(() => live && setLoaded({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [dataProvider, tab, tick]);
  return { loaded, reload: useCallback(() => setTick((t) => t + 1), []) };
}

const nameOf = (records: readonly RaRecord[] | undefined, id: unknown, field: string): string | undefined => {
  const record = id == null ? undefined : records?.find((r) => String(r.id) === String(id));
  return record ? String(record[field] ?? '') : undefined;
};

export function LessonsList(): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  const [params, setParams] = useSearchParams();
  const requested = params.get('state');
  const tab: LessonTab = LESSON_TABS.find((t) => t === requested) ?? 'all';
  const { loaded, reload } = useLessons(tab);
  const actions = useLessonActions();
  const [ending, setEnding] = useState<RaRecord | null>(null);

  const planName = (lesson: RaRecord, included: Prefetched): string => nameOf(included.lesson_plans, lesson.lessonPlanId, 'name') ?? String(lesson.lessonPlanId ?? '');
  const named = (action: string, lesson: RaRecord, included: Prefetched): string =>
    translate('lessonsPage.actions.named', { action: translate(`lessonsPage.actions.${action}`), name: planName(lesson, included) });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageTitle titleKey="lessonsPage.title" />
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {translate('lessonsPage.title')}
      </Typography>
      <Tabs
        value={tab}
        aria-label={translate('lessonsPage.tabs.label')}
        onChange={(_e, next: LessonTab) => setParams(next === 'all' ? {} : { state: next }, { replace: true })}
        sx={{ mb: 2 }}
      >
        {LESSON_TABS.map((t) => (
          <Tab key={t} value={t} label={translate(`lessonsPage.tabs.${t}`)} />
        ))}
      </Tabs>
      {loaded.state === 'loading' && <CircularProgress aria-label={translate('shell.loading')} />}
      {loaded.state === 'failed' && <Alert severity="error">{translate('lessonsPage.loadFailed')}</Alert>}
      {loaded.state === 'ready' && loaded.lessons.length === 0 && (
        <Typography>{translate(tab === 'all' ? 'lessonsPage.empty.all' : 'lessonsPage.empty.filtered')}</Typography>
      )}
      {loaded.state === 'ready' && loaded.lessons.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={translate('lessonsPage.title')}>
            <TableHead>
              <TableRow>
                {(['plan', 'class', 'mode', 'state', 'passphrase', 'started', 'ended', 'actions'] as const).map((c) => (
                  <TableCell key={c}>{translate(`lessonsPage.columns.${c}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {loaded.lessons.map((lesson) => {
                const active = lesson.state === 'active';
                return (
                  <TableRow key={lesson.id}>
                    <TableCell>
                      <Link component={RouterLink} to={lessonPath(basename, lesson.id)}>
                        {planName(lesson, loaded.included)}
                      </Link>
                    </TableCell>
                    <TableCell>{nameOf(loaded.included.classes, lesson.classId, 'className') ?? translate('lessonsPage.noClass')}</TableCell>
                    <TableCell>{translate(`lessonsPage.modes.${String(lesson.mode)}`)}</TableCell>
                    <TableCell>{translate(`lessonsPage.states.${String(lesson.state)}`)}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>{String(lesson.passphrase ?? '')}</TableCell>
                    <TableCell>{formatDateTime(lesson.startDate) ?? ''}</TableCell>
                    <TableCell>{formatDateTime(lesson.endDate) ?? ''}</TableCell>
                    <TableCell>
                      <Stack direction="row" sx={{ gap: 0.5 }}>
                        {active && (
                          <Button size="small" color="error" aria-label={named('end', lesson, loaded.included)} disabled={actions.busy} onClick={() => setEnding(lesson)}>
                            {translate('lessonsPage.actions.end')}
                          </Button>
                        )}
                        <Button size="small" aria-label={named('restart', lesson, loaded.included)} disabled={actions.busy} onClick={() => void actions.restart(lesson)}>
                          {translate('lessonsPage.actions.restart')}
                        </Button>
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <EndLessonConfirm
        open={ending !== null}
        busy={actions.busy}
        onClose={() => setEnding(null)}
        onConfirm={() => {
          if (!ending) return;
          void actions.end(ending).then((done) => {
            setEnding(null);
            if (done) reload();
          });
        }}
      />
    </Box>
  );
}
