/**
 * Test support for the parent, invite and closing screens: a signed-in session without a server
 * (a live-looking token in storage, GET /user answered by MSW) and a request recorder.
 */
import { http, type RequestHandler } from 'msw';
import { api, jsonApi } from './apiServer';
import { TOKEN_KEY } from '../../dataProvider/tokenStore';

const b64 = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token whose expiry lies an hour ahead: the session adopts it and loads the viewer. */
export function liveJwt(): string {
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '7', exp: Math.floor(Date.now() / 1000) + 3600 })}.signature`;
}

export const VIEWER_ID = '7';

export interface ViewerOptions {
  role: 'parent' | 'teacher';
  daysUntilTrialExpires?: number;
  preferences?: Record<string, boolean>;
}

/** Stores a token (call before rendering) and returns the GET /user handler for that viewer. */
export function signedInAs(options: ViewerOptions): RequestHandler {
  const jwt = liveJwt();
  localStorage.setItem(TOKEN_KEY, jwt);
  const meta: Record<string, unknown> = { user_id: Number(VIEWER_ID), user_type: options.role === 'parent' ? 'parents' : 'teachers' };
  if (options.daysUntilTrialExpires !== undefined) meta.days_until_trial_expires = options.daysUntilTrialExpires;
  return http.get(api('/user'), () =>
    jsonApi({
      data: {
        type: 'users',
        id: VIEWER_ID,
        attributes: { first_name: 'Pat', last_name: 'Lee', email: 'pat@school.example', role: options.role, preferences: options.preferences ?? null },
        meta,
      },
    }),
  );
}



export { recorder, type RecordedRequest } from './apiServer';
