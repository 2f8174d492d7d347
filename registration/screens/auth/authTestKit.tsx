/**
 * Shared pieces of the sign-in screens' component tests: MSW handlers for sign-in and the
 * viewer, and a renderer in a chosen language (renderScreen is English only).
 */
import { render, type RenderResult } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { http, type RequestHandler } from 'msw';
import { registrationTheme } from '../../theme';
import { createRegistrationI18n, RegistrationI18nProvider } from '../../i18n';
import { SessionProvider } from '../../session/SessionProvider';
import { SignUpStateProvider } from '../../session/SignUpStateProvider';
import { RegistrationRoutes } from '../../App';
import { api, jsonApi } from '../../test/apiServer';
import { viewerDocument, type ViewerFixture } from '../../../authProvider/viewerFixtures';
import type { JsonApiDocument } from '../../../dataProvider/types';

export const TEST_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl';

function LocationProbe(): React.ReactNode {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderIn(locale: 'en' | 'fi', path: string): RenderResult {
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

/** POST /user/tokens answering with `status` (201 signs in), GET /user with the viewer. */
export function signInHandlers(status = 201, viewer: ViewerFixture | JsonApiDocument = {}, seen: unknown[] = []): RequestHandler[] {
  const document = 'data' in viewer ? viewer : viewerDocument(viewer as ViewerFixture);
  return [
    http.post(api('/user/tokens'), async ({ request }) => {
      seen.push(await request.json());
      if (status !== 201) return jsonApi({ errors: [{ status: String(status), title: 'Refused' }] }, status);
      return jsonApi({ data: { type: 'tokens', id: '1', attributes: { jwt: TEST_JWT } } }, 201);
    }),
    http.get(api('/user'), () => jsonApi(document)),
  ];
}

export const noProviders = http.get(api('/user/oauth/providers'), () => jsonApi({ data: [] }));
