/**
 * The shell app: providers wired to the API under /api/v1 and the console under /app in a
 * browser router (react-admin's own default would be a hash router).
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
import { SHELL_BASENAME, ShellAdmin } from './ShellAdmin';

const APPLICATION = 'shell';

export function App(): ReactElement {
  const i18nProvider = useShellI18nProvider();
  // The data provider sends the viewer's locale with every call; it reads the live provider.
  const i18nRef = useRef<I18nProvider | null>(null);
  i18nRef.current = i18nProvider;
  const [providers] = useState(() => ({
    dataProvider: createDataProvider({ application: APPLICATION, getLocale: () => i18nRef.current?.getLocale() ?? 'en' }),
    authProvider: createAuthProvider({ application: APPLICATION, loginPath: `${SHELL_BASENAME}/login` }),
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
