/**
 * Renders registration screens for component tests: the real providers and routes in a memory
 * router at the given address, English texts unless told. Pair with MSW (`server.ts` here) for the API.
 */
import { render, type RenderResult } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { registrationTheme } from '../../registration/theme';
import { createRegistrationI18n, RegistrationI18nProvider } from '../../registration/i18n';
import { SessionProvider } from '../../registration/session/SessionProvider';
import { SignUpStateProvider } from '../../registration/session/SignUpStateProvider';
import { RegistrationRoutes } from '../../registration/App';

/** Shows the router's current address so tests can assert where a step navigated. */
function LocationProbe(): React.ReactNode {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderScreen(path: string, locale: 'en' | 'fi' = 'en'): RenderResult {
  return render(
    <ThemeProvider theme={registrationTheme}>
      <RegistrationI18nProvider instance={createRegistrationI18n(locale)}>
        <SessionProvider>
          <SignUpStateProvider>
            <MemoryRouter initialEntries={[path]}>
              <RegistrationRoutes />
              <LocationProbe />
            </MemoryRouter>
          </SignUpStateProvider>
        </SessionProvider>
      </RegistrationI18nProvider>
    </ThemeProvider>,
  );
}
