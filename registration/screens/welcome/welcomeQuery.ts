/**
 * The welcome page's query parameters (seed section 2.2): `source` (where the visitor came
 * from), `redirect` (skip the organisation-type question), and `email`, `first_name`,
 * `last_name`: a visitor arriving with all three has already told us who they are, so the page
 * proceeds straight away instead of asking again.
 */
import { normaliseEmail } from '../../../resources/kit/validation';

export interface WelcomeQuery {
  source: string | undefined;
  redirect: boolean;
  email: string | undefined;
  firstName: string | undefined;
  lastName: string | undefined;
  /** email, first_name and last_name are all present: proceed without rendering. */
  complete: boolean;
}

const FALSY = new Set(['', '0', 'false', 'no', 'off']);

function present(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
}

export function readWelcomeQuery(params: URLSearchParams): WelcomeQuery {
  const email = present(params, 'email');
  const firstName = present(params, 'first_name');
  const lastName = present(params, 'last_name');
  const redirect = params.get('redirect');
  return {
    source: present(params, 'source'),
    redirect: redirect !== null && !FALSY.has(redirect.trim().toLowerCase()),
    email: email === undefined ? undefined : normaliseEmail(email),
    firstName,
    lastName,
    complete: email !== undefined && firstName !== undefined && lastName !== undefined,
  };
}
