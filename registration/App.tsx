/**
 * The registration app (seed section 2.1): its own theme, the session and sign-up state, and
 * every route. Wizard and welcome screens share the wizard frame; sign-in and password screens
 * share the login layout; a booking's join and reschedule pages have their own (no progress bar).
 */
import { useEffect } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter, Navigate, Route, Routes, StaticRouter } from 'react-router-dom';
import { registrationTheme } from './theme';
import { RegistrationI18nProvider, useT } from './i18n';
import { setRequestLocale } from './api/client';
import { SessionProvider } from './session/SessionProvider';
import { SignUpStateProvider } from './session/SignUpStateProvider';
import { InitialPageProvider } from './initialPageContext';
import type { InitialPage } from './initialPage';
import { RememberMeetingToken, RequireSession, RequireSignIn, TokenRedirect } from './RouteGuards';
import { joinBookPath, PATHS, rescheduleBookPath } from './paths';
import { WizardLayout } from './layout/WizardLayout';
import { LoginLayout } from './layout/LoginLayout';
import { WebinarLayout } from './layout/WebinarLayout';
import { RootRedirect } from './screens/RootRedirect';
import { WelcomePage } from './screens/welcome/WelcomePage';
import {
  ChangePasswordPage,
  CompletePage,
  ConfirmSkipPage,
  ContinuePage,
  CreateChildrenPage,
  DonePage,
  ExistingOrganizationPage,
  ForgotPasswordPage,
  InvitePage,
  InvitesSentPage,
  JoinBookPage,
  MeetingBookPage,
  MeetingInvitePage,
  MeetingRegisterPage,
  MeetingsPage,
  OrganizationPage,
  OrganizationTypePage,
  ParentPage,
  ParentResourcesPage,
  PlanPage,
  RescheduleBookPage,
  RescheduleCompletePage,
  SetPasswordPage,
  SettingAccountPage,
  SignInPage,
  TeachersPage,
  UserTypePage,
} from './routes/lazyScreens';

/** Keeps the API's X-User-Locale in step with the interface language. */
function LocaleSync(): null {
  const { locale } = useT();
  useEffect(() => setRequestLocale(locale), [locale]);
  return null;
}

export function RegistrationRoutes(): React.ReactNode {
  return (
    <Routes>
      <Route path={PATHS.root} element={<RootRedirect />} />
      <Route path={PATHS.welcome} element={<WelcomePage />} />
      <Route element={<LoginLayout />}>
        <Route path={PATHS.signIn} element={<SignInPage />} />
        <Route path={PATHS.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={PATHS.changePassword} element={<ChangePasswordPage />} />
      </Route>
      <Route element={<WizardLayout />}>
        {/* Sign-up entry screens: open to visitors. */}
        <Route path={PATHS.signUp} element={<Navigate to={PATHS.organizationType} replace />} />
        <Route path={PATHS.organizationType} element={<OrganizationTypePage />} />
        <Route path={PATHS.userType} element={<UserTypePage />} />
        <Route path={PATHS.organization} element={<OrganizationPage />} />
        <Route path={PATHS.organizationExisting} element={<ExistingOrganizationPage />} />
        <Route path={PATHS.parentResources} element={<ParentResourcesPage />} />
        <Route path={PATHS.setPassword} element={<SetPasswordPage />} />
        <Route path={PATHS.continue} element={<ContinuePage />} />
        <Route path={PATHS.invite} element={<InvitePage />} />
        <Route path={PATHS.parent} element={<ParentPage />} />
        {/* Steps that need the account the wizard created. */}
        <Route element={<RequireSession />}>
          <Route path={PATHS.settingAccount} element={<SettingAccountPage />} />
          <Route path={PATHS.teachers} element={<TeachersPage />} />
          <Route path={PATHS.plan} element={<PlanPage />} />
          <Route path={PATHS.confirmSkip} element={<ConfirmSkipPage />} />
          <Route path={PATHS.createChildren} element={<CreateChildrenPage />} />
          <Route path={PATHS.done} element={<DonePage />} />
          <Route path={PATHS.complete} element={<CompletePage />} />
          <Route path={PATHS.invitesSent} element={<InvitesSentPage />} />
        </Route>
        {/* Webinar booking (seed section 2.4): links to these come by mail, so sign in and come back. */}
        <Route element={<RequireSignIn />}>
          <Route path={PATHS.meetingRegister} element={<MeetingRegisterPage />} />
          <Route path={PATHS.webinarRegister} element={<MeetingRegisterPage />} />
          <Route path={PATHS.meetingBook} element={<MeetingBookPage />} />
          <Route path={PATHS.meetingInvite} element={<MeetingInvitePage />} />
        </Route>
      </Route>
      {/* A booking's join and reschedule pages (seed 2.1: a separate layout). */}
      <Route element={<WebinarLayout />}>
        {/* The roots lead on before any sign-in, so sign-in comes back to the page itself. */}
        <Route path={PATHS.join} element={<TokenRedirect to={joinBookPath} />} />
        <Route path={PATHS.reschedule} element={<TokenRedirect to={rescheduleBookPath} />} />
        <Route element={<RememberMeetingToken />}>
          <Route element={<RequireSignIn />}>
            <Route path={PATHS.joinBook} element={<JoinBookPage />} />
          </Route>
        </Route>
        <Route element={<RequireSignIn />}>
          <Route path={PATHS.meetings} element={<MeetingsPage />} />
          <Route path={PATHS.rescheduleBook} element={<RescheduleBookPage />} />
          <Route path={PATHS.rescheduleComplete} element={<RescheduleCompletePage />} />
        </Route>
      </Route>
      <Route path="*" element={<RootRedirect />} />
    </Routes>
  );
}

export interface AppProps {
  /** What the server drew the page with (initialPage.ts); the browser takes that HTML over. */
  initialPage?: InitialPage | null;
  /** The server's drawing (server/prerender.ts): the address drawn, in place of the browser's. */
  location?: string;
}

export function App({ initialPage = null, location }: AppProps): React.ReactNode {
  const routes = <RegistrationRoutes />;
  return (
    <ThemeProvider theme={registrationTheme}>
      <CssBaseline />
      <InitialPageProvider value={initialPage}>
        <RegistrationI18nProvider>
          <SessionProvider>
            <LocaleSync />
            <SignUpStateProvider>{location === undefined ? <BrowserRouter>{routes}</BrowserRouter> : <StaticRouter location={location}>{routes}</StaticRouter>}</SignUpStateProvider>
          </SessionProvider>
        </RegistrationI18nProvider>
      </InitialPageProvider>
    </ThemeProvider>
  );
}
