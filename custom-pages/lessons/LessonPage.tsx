/**
 * A lesson's page (seed 2.6 and 4): the plan's name, the class, the passphrase large enough to
 * read aloud with the join address and its QR code (JoinPanel), the state, End and Restart; tabs
 * Teach, Outline, Report and Students. Live events (useLessonLive) make the lesson (`joined`,
 * `step`…), the Report (the answers `answered` names, useLessonAnswers) and the Students grid's
 * progress (useLessonProgress) read again; `poll` all. An active lesson's open grid also reads
 * every PROGRESS_REREAD_SECONDS, so an idle student's last seen moves.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { PROGRESS_REREAD_SECONDS } from '../../domain/lessonProgress';
import { PageTitle } from '../../shell/generator/DocumentTitle';
import { RedirectToNotFound } from '../../shell/pages/RedirectToNotFound';
import { EndLessonConfirm } from './EndLessonConfirm';
import { JoinPanel } from './JoinPanel';
import { classDisplayName, type LessonView } from './lessonRecords';
import { OutlineTab } from './OutlineTab';
import { rosterPerson } from './progressRows';
import { useLessonEventHub } from './lessonEventHub';
import { lessonsPath } from './paths';
import { ReportTab } from './ReportTab';
import { StudentsTab } from './StudentsTab';
import { TeachTab } from './TeachTab';
import { useLesson } from './useLesson';
import { useLessonActions } from './useLessonActions';
import { useLessonProgress } from './useLessonProgress';
import { REFETCH_ANSWERS_ON, REFETCH_LESSON_ON, REFETCH_PROGRESS_ON, useLessonLive } from './useLessonLive';

export const LESSON_PAGE_TABS = ['teach', 'outline', 'report', 'students'] as const;
type PageTab = (typeof LESSON_PAGE_TABS)[number];

/** A chip whose label wraps: a long pacing ("Ritmo: Ao ritmo do professor: …") fits a phone. */
const WRAPPING_CHIP = { maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } } as const;

function Header({ view, onEnded }: { view: LessonView; onEnded: () => void }): ReactElement {
  const translate = useTranslate();
  const actions = useLessonActions();
  const [confirming, setConfirming] = useState(false);
  const { lesson, plan, klass } = view;
  const active = lesson.state === 'active';
  const passphrase = String(lesson.passphrase ?? '');
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 2 }}>
        <Box>
          <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
            {String(plan?.name ?? '')}
          </Typography>
          <Typography>{classDisplayName(klass) ?? translate('lessonsPage.noClass')}</Typography>
          <Stack direction="row" sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" sx={WRAPPING_CHIP} label={translate('lessonsPage.page.state', { state: translate(`lessonsPage.states.${String(lesson.state)}`) })} />
            <Chip size="small" variant="outlined" sx={WRAPPING_CHIP} label={translate('lessonsPage.page.mode', { mode: translate(`lessonsPage.modes.${String(lesson.mode)}`) })} />
            {lesson.mode === 'remote' && (
              <Chip size="small" variant="outlined" sx={WRAPPING_CHIP} label={translate('lessonsPage.page.pacing', { pacing: translate(`lessonsPage.pacings.${String(lesson.pacing)}`) })} />
            )}
          </Stack>
        </Box>
        {active && passphrase && <JoinPanel passphrase={passphrase} />}
      </Stack>
      <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
        {active && (
          <Button color="error" variant="outlined" disabled={actions.busy} onClick={() => setConfirming(true)}>
            {translate('lessonsPage.actions.end')}
          </Button>
        )}
        <Button variant="outlined" disabled={actions.busy} onClick={() => void actions.restart(lesson)}>
          {translate('lessonsPage.actions.restart')}
        </Button>
      </Stack>
      <EndLessonConfirm
        open={confirming}
        busy={actions.busy}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          void actions.end(lesson).then((done) => {
            setConfirming(false);
            if (done) onEnded();
          })
        }
      />
    </Box>
  );
}

function LessonScreen({ id }: { id: string }): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: PageTab = LESSON_PAGE_TABS.find((t) => t === requested) ?? 'teach';
  const { loaded, reload } = useLesson(id);
  const [answersTick, setAnswersTick] = useState(0);
  const [progressTick, setProgressTick] = useState(0);
  const events = useLessonEventHub();
  const status = useLessonLive(id, (event) => {
    if (REFETCH_LESSON_ON.has(event.type)) reload();
    if (REFETCH_ANSWERS_ON.has(event.type)) setAnswersTick((t) => t + 1);
    if (REFETCH_PROGRESS_ON.has(event.type)) setProgressTick((t) => t + 1);
    events.emit(event);
  });
  // The grid's rows, and the roster the report numbers shared names over (as the picker does).
  const progress = useLessonProgress(id, progressTick, tab === 'students' || tab === 'report');
  const watchingGrid = tab === 'students' && loaded.state === 'ready' && loaded.view.lesson.state === 'active';
  useEffect(() => {
    if (!watchingGrid) return undefined;
    const timer = setInterval(() => setProgressTick((t) => t + 1), PROGRESS_REREAD_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [watchingGrid]);

  if (loaded.state === 'loading') return <CircularProgress aria-label={translate('shell.loading')} sx={{ m: 2 }} />;
  if (loaded.state === 'notFound') return <RedirectToNotFound />;
  if (loaded.state === 'failed')
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">{translate('lessonsPage.page.loadFailed')}</Alert>
      </Box>
    );
  const { view } = loaded;
  const tabId = (t: PageTab): string => `lesson-tab-${t}`;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <PageTitle titleKey="lessonsPage.title" />
      <Link component={RouterLink} to={lessonsPath(basename)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {translate('lessonsPage.page.back')}
      </Link>
      <Header view={view} onEnded={reload} />
      {view.lesson.state === 'active' && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          {translate(`lessonsPage.page.live.${status}`)}
        </Typography>
      )}
      <Tabs
        value={tab}
        aria-label={translate('lessonsPage.page.tabsLabel')}
        onChange={(_e, next: PageTab) => setParams(next === 'teach' ? {} : { tab: next }, { replace: true })}
        variant="scrollable"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {LESSON_PAGE_TABS.map((t) => (
          <Tab key={t} value={t} id={tabId(t)} aria-controls={`${tabId(t)}-panel`} label={translate(`lessonsPage.page.tabs.${t}`)} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${tabId(tab)}-panel`} aria-labelledby={tabId(tab)}>
        {tab === 'teach' && <TeachTab view={view} />}
        {tab === 'outline' && <OutlineTab view={view} />}
        {tab === 'report' && <ReportTab view={progress.state === 'ready' ? { ...view, roster: progress.records.map(rosterPerson) } : view} refresh={answersTick} events={events} />}
        {tab === 'students' && (
          <StudentsTab
            view={view}
            progress={progress}
            onChanged={() => {
              reload();
              setProgressTick((t) => t + 1);
            }}
          />
        )}
      </Box>
    </Box>
  );
}

export function LessonPage(): ReactElement {
  const { id } = useParams();
  if (!id) return <RedirectToNotFound />;
  return <LessonScreen key={id} id={id} />;
}

