/**
 * Signing in from the light sign-in screen: the authProvider's token request (authProvider/
 * signIn.ts) over the shared transport, the token stored where the authProvider keeps it
 * (tokenStore), without react-admin's HttpError: a failure is an Error whose message is the
 * i18n key to show (loginError.ts reads it) and whose `status` the request got.
 */
import { requestToken, type LoginParams } from '../../authProvider/signIn';
import { tokenStore } from '../../dataProvider/tokenStore';
import { createTransport, type FailureFactory } from '../../dataProvider/transport';
import { SHELL_APPLICATION } from './shellAddress';

const failed = (status: number, message = ''): Error => Object.assign(new Error(message), { status });

const FAILURES: FailureFactory = {
  response: (status) => failed(status),
  network: () => failed(0),
  notFound: () => failed(404),
};

export async function signInAndStoreToken(params: LoginParams): Promise<void> {
  const send = createTransport({ application: SHELL_APPLICATION }, FAILURES);
  const token = await requestToken(send, params, (message, status) => failed(status, message));
  tokenStore.set(token);
}
