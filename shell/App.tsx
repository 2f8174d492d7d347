/**
 * The shell app: providers wired to the API under /api/v1 and the console under /app in a
 * browser router (react-admin's own default would be a hash router). Loaded on demand by
 * main.tsx: at once for a visitor with a session, after the light sign-in screen otherwise.
 */
import { useRef, useState, type ReactElement } from 'react';
// react-admin imports its router from react-router-dom; the same entry keeps one router context.
// Transitions off, as in react-admin's own router: as transitions, its redirects (to login after a
// 401) kept being interrupted by its own query updates and took seconds to commit.
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { CircularProgress } from '@mui/material';
import type { I18nProvider } from 'react-admin';
import { createAuthProvider } from '../authProvider';
import { createDataProvider } from '../dataProvider';
import { useShellI18nProvider } from '../i18n/provider';
import type { ShellLocale } from '../i18n/detectLocale';
import { SHELL_APPLICATION, SHELL_BASENAME, SHELL_LOGIN_PATH } from './boot/shellAddress';
import { ShellAdmin } from './ShellAdmin';

export interface AppProps {
  /** The language the light sign-in screen was in; detected (i18n/detectLocale.ts) when absent. */
  initialLocale?: ShellLocale;
}

export function App({ initialLocale }: AppProps = {}): ReactElement {
  const i18nProvider = useShellI18nProvider(initialLocale);
  // The data provider sends the viewer's locale with every call; it reads the live provider.
  const i18nRef = useRef<I18nProvider | null>(null);
  i18nRef.current = i18nProvider;
  const [providers] = useState(() => ({
    dataProvider: createDataProvider({ application: SHELL_APPLICATION, getLocale: () => i18nRef.current?.getLocale() ?? 'en' }),
    authProvider: createAuthProvider({ application: SHELL_APPLICATION, loginPath: SHELL_LOGIN_PATH }),
  }));
  // In-memory catalogues initialise within a tick; there is no text to show before they do.
  if (!i18nProvider) return <CircularProgress sx={{ display: 'block', m: '20vh auto' }} />;
  return (
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path={`${SHELL_BASENAME}/*`} element={<ShellAdmin {...providers} i18nProvider={i18nProvider} />} />
        <Route path="*" element={<Navigate to={SHELL_BASENAME} replace />} />
      </Routes>
    </BrowserRouter>
  );
}
