/** What the school pages' component tests share: a school, its licensing, viewers and a rendering. */
import { afterEach, beforeAll } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { AuthProvider, DataProvider, I18nProvider } from 'react-admin';
import { canAccessWith, type Viewer } from '../../authProvider';
import type { AppRecord } from '../../dataProvider';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { viewer } from '../../tests/ui/viewers';

/**
 * The English catalogue loaded once and a clean page after each test. (tests/ui/shellHarness.tsx
 * has the same, but it imports the whole shell, which these page tests do not need.)
 */
export function useEnglish(): () => I18nProvider {
  let i18n: I18nProvider | undefined;
  beforeAll(async () => {
    i18n = await englishProvider();
  });
  afterEach(cleanup);
  return () => {
    if (!i18n) throw new Error('the English catalogue is not loaded yet');
    return i18n;
  };
}

function signedInAs(v: Viewer): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => v,
    canAccess: async (params) => canAccessWith(v, params),
  };
}

export const SCHOOL: AppRecord = {
  id: '9',
  name: 'Hillcrest High',
  address1: '1 Hill Road',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  country: 'gb',
  domain: 'hillcrest.example',
  teachersLimit: 10,
  studentsLimit: 0,
  isSignUpOrg: false,
  updatedAt: '2026-11-01T10:00:00Z',
};

const included = {
  organizations: [SCHOOL],
  licensings: [{ id: '5', organizationId: '9', licenseId: '3', state: 'subscribed', expiresAt: '2027-04-03', trialSeats: 2, supplementarySeats: 4, subscribedSeats: 25 }],
  licenses: [{ id: '3', name: 'Full licence' }],
};

export const orgAdmin: Viewer = viewer('teacher', [], { organizationAdmin: true, organizationId: '9', organization: SCHOOL, included });
export const plainTeacher: Viewer = viewer('teacher', [], { organizationId: '9', organization: SCHOOL, included });

export function renderPage(i18n: I18nProvider, v: Viewer, dataProvider: DataProvider, page: ReactElement): void {
  render(
    <Harness i18nProvider={i18n} dataProvider={dataProvider} authProvider={signedInAs(v)}>
      {page}
    </Harness>,
  );
}
