/**
 * Account calls of the sign-up flow and the authentication screens (seed section 7):
 *
 * | function              | request                                   |
 * |-----------------------|-------------------------------------------|
 * | signIn                | POST /user/tokens (anonymous)             |
 * | loadViewer            | GET /user?include=organization…           |
 * | emailExists           | POST /user/validate_addresses             |
 * | signUp                | POST /users/sign_up                       |
 * | updateUser            | PATCH /users/{id}                         |
 * | createChild           | POST /users (role home_student, parent)   |
 * | requestPasswordReset  | POST /user/reset_password                 |
 * | resetPassword         | PATCH /user/reset_password                |
 * | confirmEmail          | POST /confirm_email                       |
 */
import { normaliseViewer, VIEWER_INCLUDE, type Viewer } from '../../authProvider/viewer';
import { users } from '../../resources';
import type { AppRecord } from '../../dataProvider/types';
import { document, recordOf, send } from './client';

export async function signIn(login: string, password: string): Promise<string> {
  const attributes = login.includes('@') ? { email: login, password } : { username: login, password };
  const { doc } = await send({ method: 'POST', path: '/user/tokens', anonymous: true, body: document({ type: 'tokens', attributes }) });
  return String(recordOf(doc).jwt);
}

export async function loadViewer(): Promise<Viewer> {
  const { doc } = await send({ method: 'GET', path: `/user?include=${VIEWER_INCLUDE}` });
  return normaliseViewer(doc);
}

export async function emailExists(email: string): Promise<boolean> {
  const { doc } = await send({ method: 'POST', path: '/user/validate_addresses', anonymous: true, body: document({ type: 'validateAddresses', attributes: { email } }) });
  return recordOf(doc).exists === true;
}

export interface SignUpInput {
  firstName: string;
  lastName?: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  termsOfService: boolean;
  privacyPolicy: boolean;
  /** A teacher's only: a parent starts no trial. */
  freeTrialTerms?: boolean;
  role: 'teacher' | 'parent';
  jobRole?: string;
  source?: string;
  inviteToken?: string;
}

export async function signUp(input: SignUpInput): Promise<AppRecord> {
  const { doc } = await send({ method: 'POST', path: '/users/sign_up', anonymous: true, def: users, body: document({ type: 'users', attributes: { ...input } }) });
  return recordOf(doc);
}

export async function updateUser(id: string, attributes: Record<string, unknown>): Promise<AppRecord> {
  const { doc } = await send({ method: 'PATCH', path: `/users/${id}`, def: users, body: document({ type: 'users', id, attributes }) });
  return recordOf(doc);
}

export interface ChildInput {
  firstName: string;
  lastName?: string;
  age?: number;
  nickname?: string;
  username: string;
  password: string;
  passwordConfirmation: string;
}

export async function createChild(parentId: string, child: ChildInput): Promise<AppRecord> {
  const body = document({ type: 'users', attributes: { ...child, role: 'home_student' }, relationships: { parent: { type: 'users', id: parentId } } });
  const { doc } = await send({ method: 'POST', path: '/users', def: users, body });
  return recordOf(doc);
}

export async function requestPasswordReset(email: string): Promise<void> {
  await send({ method: 'POST', path: '/user/reset_password', anonymous: true, body: document({ type: 'users', attributes: { email } }) });
}

export async function resetPassword(token: string, password: string, passwordConfirmation: string): Promise<void> {
  await send({ method: 'PATCH', path: '/user/reset_password', anonymous: true, def: users, body: document({ type: 'users', attributes: { token, password, passwordConfirmation } }) });
}

export async function confirmEmail(token: string): Promise<void> {
  await send({ method: 'POST', path: '/confirm_email', anonymous: true, body: document({ type: 'confirmEmails', attributes: { token } }) });
}
