/**
 * A school behind one address (issue 24): its staff sign up together on a training day and meet
 * no 429 (server/limits/addressLimits.ts). Before, the 31st sign-up, 61st school search or email
 * check, or 121st address suggestion in a minute from one address was refused. (A script from one
 * address is still held past the window, with Retry-After: tests/security/sign-up.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenses } from '../../resources';
import { SIGN_UP_LICENSE_NAME } from '../../domain/signUp';
import { body, insert, startTestApp, type Response, type TestApp, signUpConsents } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ pgliteOnly: 'the limits count in the app’s limit store, never in the database' });
const API = '/api/v1';
const PASSWORD = 'Training-day-2026!';
/** Over twice each old per-minute limit (30 sign-ups, 60 school searches and email checks, 120 suggestions), all within seconds: the harshest case of one window. */
const TEACHERS = 65;

describe.each(kinds)('a training day behind one address on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await insert(t, licenses, { name: SIGN_UP_LICENSE_NAME });
  });
  afterAll(async () => t.close());

  const statuses = async (requests: (() => Promise<Response>)[]): Promise<Record<number, number>> => {
    const seen: Record<number, number> = {};
    for (const request of requests) {
      const { status } = await request();
      seen[status] = (seen[status] ?? 0) + 1;
    }
    return seen;
  };

  it(`${TEACHERS} teachers search for their school, check their address, pick it from suggestions and sign up, with no 429`, async () => {
    const teacher = (n: number): (() => Promise<Response>)[] => [
      () => t.request('POST', `${API}/organizations/lookup`, { body: body('organisations', { country: 'gb', city: 'York', postalCode: 'YO1', name: 'Minster' }) }),
      () => t.request('POST', `${API}/organizations/lookup`, { body: body('organisations', { country: 'gb', city: 'York', postalCode: 'YO1', name: 'Minster School' }) }),
      () => t.request('POST', `${API}/user/validate_addresses`, { body: body('validateAddresses', { email: `teacher${n}@minster.sch.uk` }) }),
      () => t.request('POST', `${API}/user/validate_addresses`, { body: body('validateAddresses', { email: `teacher${n}@minster.sch.uk ` }) }),
      ...['hig', 'high', 'high s', 'high st'].map((input) => () => t.request('GET', `${API}/places/autocomplete?input=${encodeURIComponent(input)}&country=gb`)),
      () =>
        t.request('POST', `${API}/users/sign_up`, {
          body: body('users', { first_name: `Teacher ${n}`, email: `teacher${n}@minster.sch.uk`, role: 'teacher', password: PASSWORD, password_confirmation: PASSWORD, ...signUpConsents('teacher') }),
        }),
    ];
    const seen = await statuses(Array.from({ length: TEACHERS }, (_, n) => teacher(n)).flat());
    expect(seen[429] ?? 0).toBe(0);
    expect(seen[201]).toBe(TEACHERS);
  });
});
