/**
 * Test support for the organisation wizard: sign-up state in storage before render, a signed-in
 * teacher (a live-looking token and GET /user answered by MSW) and a recorder of what was sent.
 */
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { http, type RequestHandler } from 'msw';
import { screen } from '@testing-library/react';
import { api, jsonApi } from './apiServer';
import { TOKEN_KEY } from '../../dataProvider/tokenStore';
import { SIGN_UP_STORAGE_KEY, type SignUpState } from '../../registration/session/SignUpStateProvider';

const b64 = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export const VIEWER_ID = '7';
export const ORGANIZATION_ID = '21';

export function liveJwt(): string {
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: VIEWER_ID, exp: Math.floor(Date.now() / 1000) + 3600 })}.signature`;
}

export function storeSignUp(state: Partial<SignUpState>): void {
  sessionStorage.setItem(SIGN_UP_STORAGE_KEY, JSON.stringify({ source: 'registration_app', ...state }));
}

export function storedSignUp(): Record<string, unknown> {
  return JSON.parse(sessionStorage.getItem(SIGN_UP_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
}

export const location = (): string => screen.getByTestId('location').textContent ?? '';

/** The button whose text is `text` (role queries are slow over MUI trees; texts are not). */
export function button(text: string | RegExp): HTMLButtonElement {
  const found = screen.getByText(text).closest('button');
  if (!found) throw new Error(`no button ${String(text)}`);
  return found;
}

/** The link whose text contains `text`. */
export function link(text: string | RegExp): HTMLAnchorElement {
  const found = screen.getByText(text).closest('a');
  if (!found) throw new Error(`no link ${String(text)}`);
  return found;
}

export interface TeacherOptions {
  organizationId?: string | null;
  organizationAdmin?: boolean;
  role?: 'teacher' | 'parent' | 'home_student';
}

/** The GET /user answer for a teacher (with or without a school). */
export function viewerHandler(options: TeacherOptions = {}): RequestHandler {
  const organizationId = options.organizationId === undefined ? ORGANIZATION_ID : options.organizationId;
  const role = options.role ?? 'teacher';
  return http.get(api('/user'), () =>
    jsonApi({
      data: {
        type: 'users',
        id: VIEWER_ID,
        attributes: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@school.example', role },
        relationships: { organization: { data: organizationId === null ? null : { type: 'organizations', id: organizationId } } },
        meta: { user_id: Number(VIEWER_ID), user_type: role === 'parent' ? 'parents' : role === 'home_student' ? 'home_student' : 'teachers', organization_admin: options.organizationAdmin === true },
      },
    }),
  );
}

/** Stores a token (call before rendering) and returns the GET /user handler. */
export function signedInTeacher(options: TeacherOptions = {}): RequestHandler {
  localStorage.setItem(TOKEN_KEY, liveJwt());
  return viewerHandler(options);
}



/** An organisation whose first licensing's licence suggests meeting `meetingId`. */
export function organizationDocument(id: string, meetingId: string | null): unknown {
  return {
    data: { type: 'organizations', id, attributes: { name: 'Hill School' }, relationships: { licensings: { data: [{ type: 'licensings', id: '31' }] } } },
    included: [
      { type: 'licensings', id: '31', attributes: { state: 'trial' }, relationships: { license: { data: { type: 'licenses', id: '41' } } } },
      {
        type: 'licenses',
        id: '41',
        attributes: { name: 'Sign-up trial' },
        relationships: { suggested_meeting: { data: meetingId === null ? null : { type: 'meetings', id: meetingId } } },
      },
    ],
  };
}

/** The webinar screen a step may lead to loads its meeting: answered, so only the route is asserted. */
export const meetingScreenStub: RequestHandler = http.get(api('/meetings/*'), () => jsonApi({ data: [] }));

export { recorder, type RecordedRequest } from './apiServer';

/**
 * `location.assign` replaced for each test of the file (entering the shell is a full navigation,
 * which jsdom cannot make) and restored after it; the returned mock records where the page went.
 */
export function useLocationAssign(): Mock<(url: string | URL) => void> {
  const assign = vi.fn<(url: string | URL) => void>();
  beforeEach(() => {
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return assign;
}
