/**
 * The student app (served at /student): join a lesson by passphrase, say who you are, follow the
 * lesson and answer its tasks. No router: the stage is the state below, and a reload returns to
 * the joined lesson from localStorage (session.ts). Opened at a join address
 * (`/student/join/<passphrase>`, joinFromAddress.ts) it starts by checking that passphrase, and a
 * student who had joined the same lesson on this device goes straight back into it.
 *
 * | stage  | shows                                                        |
 * |--------|--------------------------------------------------------------|
 * | join   | JoinScreen (and who is signed in, for a teacher from the shell) |
 * | who    | WhoScreen: pick a name or type one                            |
 * | lesson | LessonScreen                                                 |
 * | ended  | EndedScreen                                                  |
 */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Alert, AppBar, Box, Container, CssBaseline, Toolbar, Typography, Button } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { LanguageSelect } from '../ui/LanguageSelect';
import { consumeJwtFromUrl } from '../authProvider/consumeJwtFromUrl';
import { tokenStore } from '../dataProvider/tokenStore';
import { studentTheme } from './theme';
import { STUDENT_LOCALES, StudentI18nProvider, useT } from './i18n';
import { setRequestLocale } from './api/client';
import { clearSession, loadSession, type StudentSession } from './session';
import { leaveJoinAddress, passphraseInAddress } from './joinFromAddress';
import { JoinScreen, type JoinResult } from './screens/JoinScreen';
import type { LessonScreenProps } from './screens/LessonScreen';
import { EndedScreen, LessonScreen, WhoScreen } from './laterScreens';
import { forgetSaved } from './answers/answerStore';
import type { i18n as I18n } from 'i18next';

type Stage =
  /** `released`: the teacher released this device's student (issue 25), said above the join screen. */
  | { name: 'join'; released?: boolean }
  | { name: 'who'; join: JoinResult }
  | { name: 'lesson'; session: StudentSession }
  | { name: 'ended'; restarted: boolean };

/** Reads a launch token (`/student?jwt=…` from the shell) into the shell's token store and out of the address. */
export function consumeLaunchToken(): string | null {
  return consumeJwtFromUrl(window.location, window.history);
}

function initialStage(fromAddress: string | null): Stage {
  const session = fromAddress === null ? loadSession() : null;
  return session ? { name: 'lesson', session } : { name: 'join' };
}

/** The lesson a join names, when this device has already joined it: back in without asking again. */
function afterJoin(join: JoinResult): Stage {
  const session = loadSession();
  return session !== null && session.lessonId === join.summary.lessonId ? { name: 'lesson', session } : { name: 'who', join };
}

function SignedInAs(): ReactNode {
  const { t } = useT();
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!tokenStore.get()) return;
    let live = true;
    import('./api/signedIn')
      .then(({ loadSignedIn }) => loadSignedIn())
      .then((viewer) => {
        const full = [viewer.firstName, viewer.lastName].filter(Boolean).join(' ') || viewer.email || '';
        if (live && full !== '') setName(full);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return name === null ? null : <Typography data-testid="signed-in">{t('student.app.signedInAs', { name })}</Typography>;
}

/** While a later stage's chunk arrives (the first time a student reaches it). */
function StageLoading(): ReactNode {
  const { t } = useT();
  return <Typography role="status">{t('student.app.loading')}</Typography>;
}

function LanguageMenu(): ReactNode {
  const { t, locale, changeLocale } = useT();
  useEffect(() => setRequestLocale(locale), [locale]);
  return (
    <LanguageSelect
      label={t('student.app.language')}
      languages={STUDENT_LOCALES}
      locale={locale}
      onChoose={changeLocale}
      sx={{ minWidth: 160, '& .MuiInputBase-root': { minHeight: 48, bgcolor: 'background.paper' } }}
      itemSx={{ minHeight: 48 }}
    />
  );
}

export function StudentScreens({ subscribe }: Pick<LessonScreenProps, 'subscribe'>): ReactNode {
  const { t } = useT();
  const [fromAddress, setFromAddress] = useState(() => passphraseInAddress());
  const [stage, setStage] = useState<Stage>(() => initialStage(fromAddress));
  const title = stage.name === 'lesson' ? stage.session.name : t('student.app.title');
  useEffect(() => {
    document.title = t('student.app.pageTitle', { page: title });
  }, [t, title]);
  // The join address has served once the student is past "Who are you?", either way.
  const addressServed = fromAddress !== null && stage.name !== 'join' && stage.name !== 'who';
  useEffect(() => {
    if (!addressServed) return;
    leaveJoinAddress();
    setFromAddress(null);
  }, [addressServed]);

  const leave = (): void => {
    if (stage.name === 'lesson') forgetSaved(stage.session.lessonId);
    clearSession();
    setStage({ name: 'join' });
  };

  return (
    <>
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
          <Typography component="p" variant="h3" sx={{ flexGrow: 1 }}>
            {stage.name === 'lesson' ? stage.session.name : t('student.app.title')}
          </Typography>
          {stage.name === 'lesson' ? (
            <Button color="inherit" variant="outlined" onClick={leave}>
              {t('student.app.leave')}
            </Button>
          ) : null}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="sm" sx={{ py: 3, px: 2 }}>
        <Suspense fallback={<StageLoading />}>
          {stage.name === 'join' ? (
            <>
              <SignedInAs />
              {stage.released ? (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {t('student.lesson.released')}
                </Alert>
              ) : null}
              <JoinScreen fromAddress={fromAddress} onJoined={(join) => setStage(afterJoin(join))} />
            </>
          ) : null}
          {stage.name === 'who' ? (
            <WhoScreen
              join={stage.join}
              onJoined={(session) => setStage({ name: 'lesson', session })}
              onBack={() => {
                leaveJoinAddress();
                setFromAddress(null);
                setStage({ name: 'join' });
              }}
            />
          ) : null}
          {stage.name === 'lesson' ? (
            <LessonScreen
              session={stage.session}
              subscribe={subscribe}
              onEnded={(restarted) => {
                clearSession();
                setStage({ name: 'ended', restarted });
              }}
              onReleased={() => {
                clearSession();
                setStage({ name: 'join', released: true });
              }}
            />
          ) : null}
          {stage.name === 'ended' ? <EndedScreen restarted={stage.restarted} onJoinAnother={() => setStage({ name: 'join' })} /> : null}
        </Suspense>
      </Container>
      <Container component="footer" maxWidth="sm" sx={{ pb: 3, px: 2 }}>
        <LanguageMenu />
      </Container>
    </>
  );
}

export function App({ i18n, subscribe }: { i18n?: I18n } & Pick<LessonScreenProps, 'subscribe'>): ReactNode {
  // Before anything renders or calls the API: the launch token leaves the address at once.
  useState(consumeLaunchToken);
  return (
    <ThemeProvider theme={studentTheme}>
      <CssBaseline />
      <StudentI18nProvider {...(i18n ? { instance: i18n } : {})}>
        <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', minWidth: 320 }}>
          <StudentScreens subscribe={subscribe} />
        </Box>
      </StudentI18nProvider>
    </ThemeProvider>
  );
}
