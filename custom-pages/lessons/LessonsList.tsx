/**
 * The teacher's lessons (seed 2.6 and 4; organisation admins see their school's, the server
 * decides): tabs All / Active / Ended (`filter[state]`), newest first, each lesson's plan, class,
 * mode, passphrase, start and end; End (confirmed) and Restart. A table from the tablet width
 * up, one card per lesson below it (LessonRows.tsx).
 * `GET /lessons?page[number]=1&page[size]=100&sort=-start_date[&filter[state]=…]&include=lesson_plan,class`.
 */
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { Alert, Box, CircularProgress, Tab, Tabs, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import type { Prefetched } from '../../dataProvider/types';
import { PageTitle } from '../../shell/generator/DocumentTitle';
import { useFormatDate } from '../../shell/generator/useDates';
import { useNarrowList } from '../../shell/generator/RecordRows';
import { EndLessonConfirm } from './EndLessonConfirm';
import { classDisplayName, findRecord, LESSON_LIST_INCLUDE } from './lessonRecords';
import { LessonCards, LessonsTable, type LessonRow } from './LessonRows';
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

export function LessonsList(): ReactElement {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const narrow = useNarrowList();
  const [params, setParams] = useSearchParams();
  const requested = params.get('state');
  const tab: LessonTab = LESSON_TABS.find((t) => t === requested) ?? 'all';
  const { loaded, reload } = useLessons(tab);
  const actions = useLessonActions();
  const [ending, setEnding] = useState<RaRecord | null>(null);

  const rows: LessonRow[] =
    loaded.state === 'ready'
      ? loaded.lessons.map((lesson) => ({
          lesson,
          planName: String(findRecord(loaded.included.lesson_plans, lesson.lessonPlanId)?.name ?? lesson.lessonPlanId ?? ''),
          className: classDisplayName(findRecord(loaded.included.classes, lesson.classId)) ?? translate('lessonsPage.noClass'),
          started: formatDate(lesson.startDate, 'moment') ?? '',
          ended: formatDate(lesson.endDate, 'moment') ?? '',
        }))
      : [];
  const rowProps = { rows, busy: actions.busy, onEnd: setEnding, onRestart: (lesson: RaRecord) => void actions.restart(lesson) };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      {/* The page's h1 is the shell's sub-header title (PageTitle, shell/chrome/SubHeader.tsx): no second one here. */}
      <PageTitle titleKey="lessonsPage.title" />
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
      {loaded.state === 'ready' && rows.length === 0 && (
        <Typography>{translate(tab === 'all' ? 'lessonsPage.empty.all' : 'lessonsPage.empty.filtered')}</Typography>
      )}
      {rows.length > 0 && (narrow ? <LessonCards {...rowProps} /> : <LessonsTable {...rowProps} />)}
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
