/**
 * The sign-up flow's guards: who may sign up with which address, consent and passwords, single-use
 * confirmation links, one school per teacher, seat limits on joining, the sign-up-only fields of
 * an organisation, and a parent's children (their own, home students, at most five). Every
 * refusal must leave the data as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { licenses, meetings, organizations, users } from '../../resources';
import { tokenDigest } from '../../server/auth/secretTokens';
import { MAX_CHILDREN_PER_PARENT } from '../../domain/constants';
import { SIGN_UP_LICENSE_NAME } from '../../domain/signUp';
import { queryRows } from '../../server/db/client';
import { ADDRESS_LIMITS } from '../../server/limits/addressLimits';

const SIGN_UPS_AT_ONCE = ADDRESS_LIMITS.signUps[0]!.limit;
import { CONFIRMATION_MISSES_PER_MINUTE } from '../../server/routes/confirmEmail';
import { body, buildWorld, insert, startTestApp, type Response, type TestApp, type World, signUpConsents } from '../support/testApp';
import { expectValidDocument } from '../support/jsonapiSchema';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ postgres: 'joining a school within its teacher limit takes the seat lock, and a used address is refused by the unique index whatever its case (804)' });
const API = '/api/v1';
const PASSWORD = 'secret12';

interface ErrorFacts {
  status: string;
  code?: string;
  pointer?: string;
  identifier: string;
}

/** The errors of a refused request, in the parts a client acts on. */
const errorsOf = (res: Response): ErrorFacts[] =>
  (res.doc.errors ?? []).map((e) => ({ status: e.status, ...(e.code ? { code: e.code } : {}), ...(e.source?.pointer ? { pointer: e.source.pointer } : {}), identifier: e.meta.error_identifier }));

describe.each(kinds)('sign-up guards on %s', (kind) => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp(kind);
    world = await buildWorld(t);
    await insert(t, licenses, { name: SIGN_UP_LICENSE_NAME });
  });
  afterAll(async () => t.close());

  const count = async (query: ReturnType<typeof sql>): Promise<number> => Number((await queryRows<{ n: string }>(t.database.db, query))[0]?.n);
  const userCount = (): Promise<number> => count(sql`SELECT count(*) AS n FROM users`);
  const signUp = (attributes: Record<string, unknown>): Promise<Response> =>
    t.request('POST', `${API}/users/sign_up`, {
      body: body('users', { first_name: 'Sam', role: 'teacher', password: PASSWORD, password_confirmation: PASSWORD, ...signUpConsents(attributes.role ?? 'teacher'), ...attributes }),
    });
  /** A teacher without a school, signed in. */
  const loneTeacher = async (email: string): Promise<{ id: string; token: string }> => {
    const id = await insert(t, users, { email, firstName: 'Lone', role: 'teacher' });
    return { id, token: (await t.app.tokens.sign(id)).jwt };
  };
  const createSchool = (token: string, name: string): Promise<Response> =>
    t.request('POST', `${API}/organizations/sign_up`, { token, body: body('organizations', { name, country: 'gb' }) });
  const join = (token: string, id: string): Promise<Response> =>
    t.request('POST', `${API}/organizations/${id}/join`, { token, body: { data: { type: 'organizations', id } } });

  it('refuses consumer addresses for teachers but not for parents', async () => {
    const before = await userCount();
    for (const email of ['sam@gmail.com', 'sam@yahoo.co.uk', 'Sam@Outlook.com']) {
      const res = await signUp({ email });
      expectValidDocument(res, 422);
      expect(errorsOf(res)).toEqual([{ status: '422', pointer: '/data/attributes/email', identifier: 'emailSchoolInvalid' }]);
    }
    expect(await userCount()).toBe(before);
    expectValidDocument(await signUp({ email: 'sam@gmail.com', role: 'parent' }), 201);
  });

  it('refuses an address that has an account with 804 userExist, whatever its case', async () => {
    const res = await signUp({ email: ' Teacher-A@TEST.test ' });
    expectValidDocument(res, 422);
    expect(errorsOf(res)).toEqual([{ status: '422', code: '804', pointer: '/data/attributes/email', identifier: 'userExist' }]);
  });

  it('needs consent, a first name, an email and a confirmed password of 6 characters', async () => {
    const before = await userCount();
    const cases: [Record<string, unknown>, ErrorFacts[]][] = [
      [{ email: 'a@school.sch.uk', privacy_policy: false }, [{ status: '422', pointer: '/data/attributes/privacy_policy', identifier: 'consentRequired' }]],
      [{ email: 'a@school.sch.uk', privacy_policy: undefined }, [{ status: '422', pointer: '/data/attributes/privacy_policy', identifier: 'consentRequired' }]],
      // Each box is its own consent (seed section 5); a teacher also accepts the free-trial terms.
      [{ email: 'a@school.sch.uk', terms_of_service: false }, [{ status: '422', pointer: '/data/attributes/terms_of_service', identifier: 'consentRequired' }]],
      [{ email: 'a@school.sch.uk', free_trial_terms: undefined }, [{ status: '422', pointer: '/data/attributes/free_trial_terms', identifier: 'consentRequired' }]],
      // A parent starts no trial: trial terms are not theirs to accept.
      [{ email: 'a@gmail.com', role: 'parent', free_trial_terms: true }, [{ status: '422', pointer: '/data/attributes/free_trial_terms', identifier: 'fieldNotApplicable' }]],
      [{ email: 'a@school.sch.uk', first_name: '  ' }, [{ status: '422', pointer: '/data/attributes/first_name', identifier: 'fieldNoBlank' }]],
      [{ email: undefined }, [{ status: '422', pointer: '/data/attributes/email', identifier: 'fieldNoBlank' }]],
      [{ email: 'not-an-address' }, [{ status: '422', pointer: '/data/attributes/email', identifier: 'emailInvalid' }]],
      [{ email: 'a@school.sch.uk', password: 'abc', password_confirmation: 'abc' }, [{ status: '422', pointer: '/data/attributes/password', identifier: 'passwordLength' }]],
      [{ email: 'a@school.sch.uk', password_confirmation: 'secret13' }, [{ status: '422', pointer: '/data/attributes/password_confirmation', identifier: 'passwordMismatch' }]],
      [{ email: 'a@school.sch.uk', password_confirmation: undefined }, [{ status: '422', pointer: '/data/attributes/password_confirmation', identifier: 'passwordMismatch' }]],
      [{ email: 'a@school.sch.uk', password: undefined, password_confirmation: undefined }, [{ status: '422', pointer: '/data/attributes/password', identifier: 'fieldNoBlank' }]],
    ];
    for (const [attributes, expected] of cases) {
      const res = await signUp(attributes);
      expectValidDocument(res, 422);
      expect(errorsOf(res), JSON.stringify(attributes)).toEqual(expected);
    }
    expect(await userCount()).toBe(before);
  });

  it('signs up only teachers and parents, and nothing a sign-up may not set', async () => {
    const before = await userCount();
    for (const role of ['admin', 'home_student', undefined]) {
      const res = await signUp({ email: 'b@school.sch.uk', role });
      expectValidDocument(res, 422);
      expect(errorsOf(res)[0]).toMatchObject({ pointer: '/data/attributes/role' });
    }
    for (const extra of [{ organization_admin: true }, { permissions: ['super_user'] }]) {
      const res = await signUp({ email: 'b@school.sch.uk', ...extra });
      expectValidDocument(res, 400);
      expect(errorsOf(res)[0]?.pointer).toBe(`/data/attributes/${Object.keys(extra)[0]}`);
    }
    expect(await userCount()).toBe(before);
  });

  it('confirms an address only with its own unused, unexpired token', async () => {
    const confirm = (token: unknown): Promise<Response> => t.request('POST', `${API}/confirm_email`, { body: body('confirmEmails', { token }) });
    const expectRefused = (res: Response): void => {
      expectValidDocument(res, 422);
      expect(errorsOf(res)).toEqual([{ status: '422', pointer: '/data/attributes/token', identifier: 'confirmationError' }]);
    };
    expectRefused(await confirm('made-up'));
    expectRefused(await confirm(''));
    const id = (await signUp({ email: 'c@school.sch.uk' })).doc.data.id as string;
    const mail = await queryRows<{ body: string }>(t.database.db, sql`SELECT body FROM mail_outbox WHERE to_address = 'c@school.sch.uk'`);
    const token = /confirmation_token=([\w-]+)/.exec(mail[0]?.body ?? '')?.[1] ?? '';
    const stored = await queryRows<{ token_hash: string }>(t.database.db, sql`SELECT token_hash FROM email_confirmations WHERE user_id = ${Number(id)}`);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.token_hash).not.toContain(token);

    await t.database.exec(`UPDATE email_confirmations SET expires_at = now() - interval '1 minute' WHERE user_id = ${Number(id)}`);
    expectRefused(await confirm(token));
    await t.database.exec(`UPDATE email_confirmations SET expires_at = now() + interval '1 day' WHERE user_id = ${Number(id)}`);
    // A link confirms the address it was sent to, not one the account changed to since.
    await t.database.exec(`UPDATE users SET email = 'changed@school.sch.uk' WHERE id = ${Number(id)}`);
    expectRefused(await confirm(token));
    await t.database.exec(`UPDATE users SET email = 'c@school.sch.uk' WHERE id = ${Number(id)}`);
    expectValidDocument(await confirm(token), 200);
    expectRefused(await confirm(token));
    expect(await count(sql`SELECT count(*) AS n FROM users WHERE id = ${Number(id)} AND email_confirmed_at IS NOT NULL`)).toBe(1);
  });

  it('creates a school only for a signed-in teacher without one, on the sign-up licence', async () => {
    expectValidDocument(await t.request('POST', `${API}/organizations/sign_up`, { body: body('organizations', { name: 'X', country: 'gb' }) }), 401);
    const inSchool = await createSchool(world.tokens.teacherA, 'Second School');
    expectValidDocument(inSchool, 409);
    expect(errorsOf(inSchool)).toEqual([{ status: '409', identifier: 'alreadyInOrganization' }]);
    expectValidDocument(await createSchool(world.tokens.parent, 'Parent School'), 403);
    const lone = await loneTeacher('lone1@school.sch.uk');
    const sneaky = await t.request('POST', `${API}/organizations/sign_up`, { token: lone.token, body: body('organizations', { name: 'Big', country: 'gb', teachers_limit: 500 }) });
    expectValidDocument(sneaky, 403);
    expect(errorsOf(sneaky)[0]?.pointer).toBe('/data/attributes/teachers_limit');
    const schools = await count(sql`SELECT count(*) AS n FROM organizations`);

    await t.database.exec(`UPDATE licenses SET name = 'Renamed' WHERE name = '${SIGN_UP_LICENSE_NAME}'`);
    const missing = await createSchool(lone.token, 'No Licence School');
    await t.database.exec(`UPDATE licenses SET name = '${SIGN_UP_LICENSE_NAME}' WHERE name = 'Renamed'`);
    expectValidDocument(missing, 422);
    expect(errorsOf(missing)).toEqual([{ status: '422', code: '807', identifier: 'defaultLicenseMissing' }]);
    // Nothing of the refused sign-up stays: no school, and the teacher is still without one.
    expect(await count(sql`SELECT count(*) AS n FROM organizations`)).toBe(schools);
    expect(await count(sql`SELECT count(*) AS n FROM users WHERE id = ${Number(lone.id)} AND organization_id IS NULL AND organization_admin IS NOT TRUE`)).toBe(1);

    expectValidDocument(await createSchool(lone.token, 'Lone School'), 201);
    const twice = await createSchool(lone.token, 'Lone School 2');
    expectValidDocument(twice, 409);
  });

  it('joins a school only within its teacher limit, and only once', async () => {
    const school = await insert(t, organizations, { name: 'Small School', country: 'gb', teachersLimit: 1 });
    const first = await loneTeacher('first@small.sch.uk');
    const second = await loneTeacher('second@small.sch.uk');
    expectValidDocument(await join(first.token, school), 200);
    const full = await join(second.token, school);
    expectValidDocument(full, 422);
    expect(errorsOf(full)).toEqual([{ status: '422', code: '802', identifier: 'teacherLimit' }]);
    expect(await count(sql`SELECT count(*) AS n FROM users WHERE id = ${Number(second.id)} AND organization_id IS NULL`)).toBe(1);
    const again = await join(first.token, world.schoolB);
    expectValidDocument(again, 409);
    expect(errorsOf(again)[0]?.identifier).toBe('alreadyInOrganization');
    expectValidDocument(await join(world.tokens.parent, school), 403);
    expectValidDocument(await join(second.token, '999999'), 404);
  });

  it('lets colleagues at the school’s domain join, and strangers only with an invite for that school', async () => {
    const lead = await loneTeacher('head@oakfield.sch.uk');
    const school = (await createSchool(lead.token, 'Oakfield Primary')).doc.data.id as string;
    expect(await count(sql`SELECT count(*) AS n FROM organizations WHERE id = ${Number(school)} AND domain = 'oakfield.sch.uk'`)).toBe(1);
    const stranger = await loneTeacher('someone@elsewhere.org');
    const refused = await join(stranger.token, school);
    expectValidDocument(refused, 403);
    expect(errorsOf(refused)[0]?.identifier).toBe('joinNotAllowed');
    expect(await count(sql`SELECT count(*) AS n FROM users WHERE id = ${Number(stranger.id)} AND organization_id IS NULL`)).toBe(1);

    // An invite for another address, or for another school, does not open the door.
    const meeting = await insert(t, meetings, { name: 'Welcome webinar', duration: 30, startDate: '2030-01-01' });
    const inviteFor = async (email: string, organizationId: string): Promise<string> => {
      const token = `invite-${email}-${organizationId}`;
      await t.database.db.execute(sql`INSERT INTO meeting_invites (email, token_hash, meeting_id, organization_id)
        VALUES (${email}, ${tokenDigest(token)}, ${Number(meeting)}, ${Number(organizationId)})`);
      return token;
    };
    const joinWith = (token: string, id: string, inviteToken: string): Promise<Response> =>
      t.request('POST', `${API}/organizations/${id}/join`, { token, body: { data: { type: 'organizations', id, attributes: { invite_token: inviteToken } } } });
    expectValidDocument(await joinWith(stranger.token, school, await inviteFor('other@elsewhere.org', school)), 403);
    expectValidDocument(await joinWith(stranger.token, school, await inviteFor('someone@elsewhere.org', world.schoolB)), 403);
    expectValidDocument(await joinWith(stranger.token, school, await inviteFor('someone@elsewhere.org', school)), 200);

    const colleague = await loneTeacher('deputy@oakfield.sch.uk');
    expectValidDocument(await join(colleague.token, school), 200);
  });

  it('lets only the admin of a sign-up school write its teacher limit and plan', async () => {
    const patch = (token: string, id: string, attributes: Record<string, unknown>): Promise<Response> =>
      t.request('PATCH', `${API}/organizations/${id}`, { token, body: body('organizations', attributes, undefined, id) });
    const rowOf = async (id: string): Promise<unknown> =>
      (await queryRows(t.database.db, sql`SELECT o.teachers_limit, o.plan, l.state, l.expires_at FROM organizations o LEFT JOIN licensings l ON l.organization_id = o.id WHERE o.id = ${Number(id)}`))[0];

    // School A is not a sign-up school: its own admin may not change either field.
    const before = await rowOf(world.schoolA);
    for (const attributes of [{ teachers_limit: 50 }, { plan: 'webinar' }]) {
      const res = await patch(world.tokens.schoolAdminA, world.schoolA, attributes);
      expectValidDocument(res, 403);
      expect(errorsOf(res)[0]?.pointer).toBe(`/data/attributes/${Object.keys(attributes)[0]}`);
    }
    expect(await rowOf(world.schoolA)).toEqual(before);

    // A sign-up school: a plain teacher of it may not either.
    const lead = await loneTeacher('lead@signup.sch.uk');
    const id = (await createSchool(lead.token, 'Signup School')).doc.data.id as string;
    const colleague = await loneTeacher('colleague@signup.sch.uk');
    expectValidDocument(await join(colleague.token, id), 200);
    const signUpBefore = await rowOf(id);
    for (const attributes of [{ teachers_limit: 50 }, { plan: 'webinar' }]) expectValidDocument(await patch(colleague.token, id, attributes), 403);
    expect(await rowOf(id)).toEqual(signUpBefore);
    // Its admin may, but not below the teachers it already has.
    expectValidDocument(await patch(lead.token, id, { teachers_limit: 5 }), 200);
    expectValidDocument(await patch(lead.token, id, { teachers_limit: 1 }), 422);
    // And a super user may write both anywhere.
    expectValidDocument(await patch(world.tokens.superUser, world.schoolA, { teachers_limit: 20, plan: 'no_webinar' }), 200);
  });

  describe('children', () => {
    const parentToken = (): string => world.tokens.parent;
    const createChild = (token: string, n: number, overrides: Record<string, unknown> = {}, parentId = world.ids.parent): Promise<Response> =>
      t.request('POST', `${API}/users`, {
        token,
        body: body(
          'users',
          { first_name: `Child ${n}`, username: `child-${kind}-${n}`, password: PASSWORD, password_confirmation: PASSWORD, role: 'home_student', ...overrides },
          { parent: { data: { type: 'users', id: parentId } } },
        ),
      });
    const childrenOf = (parentId: string): Promise<number> => count(sql`SELECT count(*) AS n FROM users WHERE parent_id = ${Number(parentId)} AND archived_at IS NULL`);

    it('lets a parent add children up to the limit, then answers 803', async () => {
      // The world's parent already has one child.
      for (let n = (await childrenOf(world.ids.parent)) + 1; n <= MAX_CHILDREN_PER_PARENT; n++) expectValidDocument(await createChild(parentToken(), n), 201);
      expect(await childrenOf(world.ids.parent)).toBe(MAX_CHILDREN_PER_PARENT);
      const over = await createChild(parentToken(), 99);
      expectValidDocument(over, 422);
      expect(errorsOf(over)).toEqual([{ status: '422', code: '803', identifier: 'childrenLimit' }]);
      expect(over.doc.errors?.[0]?.detail).toBe(`Only ${MAX_CHILDREN_PER_PARENT} children can be added.`);
      expect(await childrenOf(world.ids.parent)).toBe(MAX_CHILDREN_PER_PARENT);
    });

    it('lets a parent create only home students of their own', async () => {
      const otherParent = await insert(t, users, { email: 'other-parent@test.test', firstName: 'Other', role: 'parent' });
      const token = (await t.app.tokens.sign(otherParent)).jwt;
      const before = await userCount();
      const forAnother = await createChild(token, 101, {}, world.ids.parent);
      expectValidDocument(forAnother, 403);
      expect(errorsOf(forAnother)[0]?.pointer).toBe('/data/relationships/parent');
      expectValidDocument(await createChild(token, 102, {}, world.ids.teacherA), 403);
      for (const role of ['teacher', 'parent', 'admin', 'student']) {
        const res = await createChild(token, 103, { role }, otherParent);
        expectValidDocument(res, 403);
        expect(errorsOf(res)[0]?.pointer).toBe('/data/attributes/role');
      }
      expectValidDocument(await createChild(token, 104, { organization_admin: true }, otherParent), 403);
      // A child signs in with a username and password, so neither may be left out.
      const nameless = await createChild(token, 107, { username: undefined, password: undefined, password_confirmation: undefined }, otherParent);
      expectValidDocument(nameless, 422);
      expect(errorsOf(nameless)).toEqual([
        { status: '422', pointer: '/data/attributes/username', identifier: 'fieldNoBlank' },
        { status: '422', pointer: '/data/attributes/password', identifier: 'fieldNoBlank' },
      ]);
      // A teacher has no children to create.
      expectValidDocument(await createChild(world.tokens.teacherA, 105, {}, world.ids.teacherA), 403);
      expect(await userCount()).toBe(before);

      const child = await createChild(token, 106, {}, otherParent);
      expectValidDocument(child, 201);
      const promote = await t.request('PATCH', `${API}/users/${child.doc.data.id}`, { token, body: body('users', { role: 'teacher' }, undefined, child.doc.data.id) });
      expectValidDocument(promote, 403);
      const used = await createChild(token, 106, {}, otherParent);
      expectValidDocument(used, 422);
      expect(errorsOf(used)[0]).toMatchObject({ code: '804' });
    });
  });
});

describe.each(kinds)('sign-up throttle on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it(`answers 429 after ${SIGN_UPS_AT_ONCE} attempts in a training day's window from one address, saying when to try again`, async () => {
    const attempt = (email: string): Promise<Response> =>
      t.request('POST', `${API}/users/sign_up`, { body: body('users', { first_name: 'T', email, role: 'parent', password: PASSWORD, password_confirmation: PASSWORD, privacy_policy: false }) });
    for (let i = 0; i < SIGN_UPS_AT_ONCE; i++) expect((await attempt(`t${i}@test.test`)).status).toBe(422);
    const blocked = await attempt('last@test.test');
    expectValidDocument(blocked, 429);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(ADDRESS_LIMITS.signUps[0]!.windowMs / 1000);
    expect(errorsOf(blocked)[0]?.identifier).toBe('tooManyAttempts');
  });

  it(`answers 429 after ${CONFIRMATION_MISSES_PER_MINUTE} wrong confirmation tokens a minute from one address`, async () => {
    const confirm = (token: string): Promise<Response> => t.request('POST', `${API}/confirm_email`, { body: body('confirmEmails', { token }) });
    for (let i = 0; i < CONFIRMATION_MISSES_PER_MINUTE; i++) expect((await confirm(`guess-${i}`)).status).toBe(422);
    const blocked = await confirm('one-more-guess');
    expectValidDocument(blocked, 429);
    expect(errorsOf(blocked)[0]?.identifier).toBe('tooManyAttempts');
  });
});
