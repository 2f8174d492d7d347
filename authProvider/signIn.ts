/**
 * Signing in: `POST /user/tokens` with the login as `email` (it has an `@`) or `username`
 * (children sign in with one), answering the token. Shared by the authProvider and the console's
 * light sign-in screen (shell/boot/), which must not load react-admin: the caller says what a
 * failure becomes (the authProvider a react-admin HttpError), its message being the i18n key by
 * status (loginErrors.ts).
 */
import type { Send } from '../dataProvider/transport';
import { isObject, type JsonApiError } from '../dataProvider/types';
import { CHECK_CORRECTLY_MESSAGE, loginErrorMessage } from './loginErrors';

export interface LoginParams {
  username?: string;
  email?: string;
  password: string;
}

/** Makes the error a failed sign-in rejects with: message (an i18n key), status, the server's errors. */
export type SignInFailure = (message: string, status: number, errors: JsonApiError[]) => Error;

export function statusOf(error: unknown): number | undefined {
  return isObject(error) && typeof error.status === 'number' ? error.status : undefined;
}

function jsonApiErrorsOf(error: unknown): JsonApiError[] {
  const body = isObject(error) ? error.body : undefined;
  return isObject(body) && Array.isArray(body.jsonApiErrors) ? (body.jsonApiErrors as JsonApiError[]) : [];
}

export async function requestToken(send: Send, params: LoginParams, fail: SignInFailure): Promise<string> {
  const login = String(params.email ?? params.username ?? '').trim();
  const attributes = { [login.includes('@') ? 'email' : 'username']: login, password: params.password };
  let token: unknown;
  try {
    const { doc } = await send({ method: 'POST', path: '/user/tokens', body: { data: { type: 'tokens', attributes } }, anonymous: true });
    token = doc.data && !Array.isArray(doc.data) ? doc.data.attributes?.jwt : undefined;
  } catch (error) {
    const status = statusOf(error) ?? 0;
    throw fail(loginErrorMessage(status), status, jsonApiErrorsOf(error));
  }
  if (typeof token !== 'string' || token === '') throw fail(CHECK_CORRECTLY_MESSAGE, 500, []);
  return token;
}
