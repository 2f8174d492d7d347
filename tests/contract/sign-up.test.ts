/**
 * The registration flow's server side as the registration app uses it (.work/contract.md,
 * "Accounts" and "Organisations"): sign up, confirm the email, find / create / join a school,
 * choose the teacher count and plan, add children. Every document must be valid JSON:API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { licenses, organizations } from '../../resources';
import { SIGN_UP_TRIAL_DAYS, FULL_TRIAL_DAYS, TRIAL_DAYS } from '../../domain/constants';
import { addDays } from '../../domain/licensing';
import { GENERIC_SIGN_UP_ORGANIZATION_NAME, SIGN_UP_LICENSE_NAME } from '../../domain/signUp';
import { isoDay } from '../../domain/subscription';
import { queryRows } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed/demo';
import { body, insert, startTestApp, type Response, type TestApp, signUpConsents } from '../support/testApp';
import { expectValidDocument } from '../support/jsonapiSchema';
import { mailText } from '../../i18n/mail';
import { openTestDatabase, testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ pgliteOnly: 'the registration flow one request at a time; its races and unique addresses are in security/sign-up' });
const API = '/api/v1';
const PASSWORD = 'secret12';
const today = (): string => isoDay(new Date());

describe.each(kinds)('sign-up flow on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await insert(t, licenses, { name: SIGN_UP_LICENSE_NAME });
  });
  afterAll(async () => t.close());

  const signUp = (attributes: Record<string, unknown>): Promise<Response> =>
    t.request('POST', `${API}/users/sign_up`, { body: body('users', { password: PASSWORD, password_confirmation: PASSWORD, ...signUpConsents(attributes.role), ...attributes }) });
  const signIn = async (login: Record<string, string>): Promise<string> => {
    const res = await t.request('POST', `${API}/user/tokens`, { body: body('tokens', { password: PASSWORD, ...login }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.doc.data.attributes.jwt as string;
  };
  const lastMail = async (to: string): Promise<string> =>
    (await queryRows<{ body: string }>(t.database.db, sql`SELECT body FROM mail_outbox WHERE to_address = ${to} ORDER BY id DESC LIMIT 1`))[0]?.body ?? '';
  /** A signed-up teacher, signed in. */
  const newTeacher = async (email: string): Promise<string> => {
    expect((await signUp({ first_name: 'New', email, role: 'teacher' })).status).toBe(201);
    return signIn({ email });
  };
  const createSchool = (token: string, attributes: Record<string, unknown>, query = ''): Promise<Response> =>
    t.request('POST', `${API}/organizations/sign_up${query}`, { token, body: body('organizations', attributes) });

  it('signs up a teacher with a school address, mails a confirmation link and lets them sign in', async () => {
    const res = await signUp({ first_name: 'Tess', last_name: 'Teacher', email: '  Tess@Northfield.SCH.uk ', role: 'teacher', job_role: 'exec_leader' });
    expectValidDocument(res, 201);
    expect(res.headers.location).toBe(`${API}/users/${res.doc.data.id}`);
    expect(res.doc.data).toMatchObject({
      type: 'users',
      attributes: { first_name: 'Tess', last_name: 'Teacher', email: 'tess@northfield.sch.uk', role: 'teacher', job_role: 'exec_leader', source: 'registration_app', terms_of_service: true, privacy_policy: true, free_trial_terms: true, email_confirmed_at: null, organization_admin: false },
      relationships: { organization: { data: null } },
    });
    expect(res.doc.data.attributes).not.toHaveProperty('password');
    expect(await lastMail('tess@northfield.sch.uk')).toMatch(/http:\/\/127\.0\.0\.1\/sign-in\?confirmation_token=[\w-]{43}$/);
    const token = await signIn({ email: 'tess@northfield.sch.uk' });
    expect((await t.request('GET', `${API}/user`, { token })).doc.data.id).toBe(res.doc.data.id);
  });

  it('keeps the language a person signs up in, so later mails no request asks a language for come in it', async () => {
    const subjectTo = async (to: string): Promise<string> =>
      (await queryRows<{ subject: string }>(t.database.db, sql`SELECT subject FROM mail_outbox WHERE to_address = ${to} ORDER BY id DESC LIMIT 1`))[0]?.subject ?? '';
    const reset = (email: string, headers: Record<string, string> = {}) => t.request('POST', `${API}/user/reset_password`, { body: body('users', { email }), headers });
    const signUpIn = (email: string, headers: Record<string, string>) =>
      t.request('POST', `${API}/users/sign_up`, { headers, body: body('users', { password: PASSWORD, password_confirmation: PASSWORD, ...signUpConsents('teacher'), first_name: 'Siv', email, role: 'teacher' }) });

    // Swedish: the registration app speaks it, the console does not.
    const sv = await signUpIn('siv@malmo.sch.uk', { 'x-user-locale': 'sv' });
    expect(sv.doc.data.attributes).toMatchObject({ languages: ['sv'], locale: null });
    expect(await subjectTo('siv@malmo.sch.uk')).toBe(mailText('sv', 'confirmEmail', {}).subject);
    expect((await reset('siv@malmo.sch.uk')).status).toBe(200);
    expect(await subjectTo('siv@malmo.sch.uk')).toBe(mailText('sv', 'passwordReset', {}).subject);
    // A request's own language still wins: X-User-Locale, else the browser's Accept-Language.
    await reset('siv@malmo.sch.uk', { 'accept-language': 'de-DE, es;q=0.8, en;q=0.5' });
    expect(await subjectTo('siv@malmo.sch.uk')).toBe(mailText('es', 'passwordReset', {}).subject);

    // Finnish: the console starts in it too.
    const fi = await signUpIn('fia@espoo.sch.uk', { 'accept-language': 'fi-FI' });
    expect(fi.doc.data.attributes).toMatchObject({ languages: ['fi'], locale: 'fi' });
    expect(await subjectTo('fia@espoo.sch.uk')).toBe(mailText('fi', 'confirmEmail', {}).subject);
  });

  it('signs up a parent with a consumer address and keeps a given source', async () => {
    const res = await signUp({ first_name: 'Pat', email: 'pat.parent@gmail.com', role: 'parent', source: 'welcome_page' });
    expectValidDocument(res, 201);
    expect(res.doc.data.attributes).toMatchObject({ role: 'parent', source: 'welcome_page', email: 'pat.parent@gmail.com' });
  });

  it('confirms the email once with the mailed token', async () => {
    await signUp({ first_name: 'Cora', email: 'cora@riverside.sch.uk', role: 'teacher' });
    const token = /confirmation_token=([\w-]+)/.exec(await lastMail('cora@riverside.sch.uk'))?.[1] ?? '';
    const confirm = () => t.request('POST', `${API}/confirm_email`, { body: body('confirmEmails', { token }) });
    const first = await confirm();
    expectValidDocument(first, 200);
    expect(first.doc.meta?.message).toEqual(expect.any(String));
    const jwt = await signIn({ email: 'cora@riverside.sch.uk' });
    expect((await t.request('GET', `${API}/user`, { token: jwt })).doc.data.attributes.email_confirmed_at).toEqual(expect.any(String));
    const again = await confirm();
    expectValidDocument(again, 422);
    expect(again.doc.errors?.[0]).toMatchObject({ meta: { error_identifier: 'confirmationError' }, source: { pointer: '/data/attributes/token' } });
  });

  it('looks up schools of a country by part of their name, with public fields only', async () => {
    await insert(t, organizations, { name: 'Oakwood Primary School', address1: '1 Oak Lane', city: 'York', postalCode: 'YO1 1AA', country: 'gb', crmId: 'secret-crm', teachersLimit: 7 });
    await insert(t, organizations, { name: 'Oakwood Academy', city: 'Leeds', country: 'gb' });
    await insert(t, organizations, { name: 'Oakwood Koulu', city: 'Turku', country: 'fi' });
    await insert(t, organizations, { name: GENERIC_SIGN_UP_ORGANIZATION_NAME, country: 'gb', isSignUpOrg: true });
    for (let i = 0; i < 12; i++) await insert(t, organizations, { name: `Elm School ${i}`, country: 'gb' });
    const lookup = (attributes: Record<string, unknown>): Promise<Response> => t.request('POST', `${API}/organizations/lookup`, { body: body('organisations', attributes) });

    const res = await lookup({ country: 'GB', name: 'oakWOOD', city: 'York' });
    expectValidDocument(res, 200);
    expect(res.doc.data).toEqual([
      { type: 'organizations', id: expect.any(String), attributes: { name: 'Oakwood Primary School', address1: '1 Oak Lane', city: 'York', postal_code: 'YO1 1AA', country: 'gb' } },
      { type: 'organizations', id: expect.any(String), attributes: { name: 'Oakwood Academy', address1: null, city: 'Leeds', postal_code: null, country: 'gb' } },
    ]);
    expect((await lookup({ country: 'gb', name: 'Elm' })).doc.data).toHaveLength(10);
    expect((await lookup({ country: 'gb', name: 'sign-up' })).doc.data).toEqual([]);
    expect((await lookup({ country: 'gb', name: 'O' })).doc.data).toEqual([]);
    expect((await lookup({ country: 'gb', name: '%' })).doc.data).toEqual([]);
    // A school of exactly the typed name comes first, even before those in the typed city.
    await insert(t, organizations, { name: 'Oakwood Academy Annexe', city: 'York', country: 'gb' });
    const names = ((await lookup({ country: 'gb', name: 'oakwood academy', city: 'York' })).doc.data as { attributes: { name: string } }[]).map((r) => r.attributes.name);
    expect(names).toEqual(['Oakwood Academy', 'Oakwood Academy Annexe']);
  });

  it('creates a school on a 14-day sign-up trial and makes the teacher its organisation admin', async () => {
    const token = await newTeacher('lead@maple.sch.uk');
    const res = await createSchool(token, { name: 'Maple Primary', address1: '2 Maple Road', city: 'Hull', postal_code: 'HU1 2AB', country: 'GB' }, '?include=licensings,licensings.license');
    expectValidDocument(res, 201);
    expect(res.doc.data).toMatchObject({ type: 'organizations', attributes: { name: 'Maple Primary', is_sign_up_org: true, country: 'gb', plan: null } });
    expect(res.doc.data.relationships.licensings.data).toHaveLength(1);
    const licensing = res.doc.included?.find((r) => r.type === 'licensings');
    expect(licensing?.attributes).toMatchObject({ state: 'trial', expires_at: addDays(today(), SIGN_UP_TRIAL_DAYS) });
    expect(res.doc.included?.find((r) => r.type === 'licenses')?.attributes.name).toBe(SIGN_UP_LICENSE_NAME);
    const viewer = await t.request('GET', `${API}/user`, { token });
    expect(viewer.doc.data.attributes.organization_admin).toBe(true);
    expect(viewer.doc.data.relationships.organization.data.id).toBe(res.doc.data.id);
  });

  it('stores an address typed by hand like a picked one, with an international postcode or none', async () => {
    const stored = async (id: string) =>
      (await queryRows<{ address1: string | null; city: string | null; postal_code: string | null; country: string | null }>(t.database.db,
        sql`SELECT address1, city, postal_code, country FROM organizations WHERE id = ${Number(id)}`))[0];
    // The registration app sends what the school step kept: no place id, the typed fields.
    const typed = await createSchool(await newTeacher('lead@lighthouse.sch.uk'), { name: 'Lighthouse School', address1: '3 Harbour Row', city: 'Stornoway', postal_code: 'HS1 2XX', country: 'gb' });
    expectValidDocument(typed, 201);
    expect(typed.doc.data.attributes).toMatchObject({ address1: '3 Harbour Row', city: 'Stornoway', postal_code: 'HS1 2XX', country: 'gb' });
    expect(await stored(typed.doc.data.id as string)).toEqual({ address1: '3 Harbour Row', city: 'Stornoway', postal_code: 'HS1 2XX', country: 'gb' });
    const noCode = await createSchool(await newTeacher('lead@harbour.edu.hk'), { name: 'Harbour School', address1: '1 Queen’s Road', city: 'Hong Kong', country: 'hk' });
    expectValidDocument(noCode, 201);
    expect(await stored(noCode.doc.data.id as string)).toEqual({ address1: '1 Queen’s Road', city: 'Hong Kong', postal_code: null, country: 'hk' });
    // A colleague finds the school by its typed town.
    const found = await t.request('POST', `${API}/organizations/lookup`, { body: body('organisations', { country: 'gb', name: 'Lighthouse', city: 'Stornoway' }) });
    expect(found.doc.data[0]?.attributes).toMatchObject({ address1: '3 Harbour Row', city: 'Stornoway', postal_code: 'HS1 2XX' });
    // The organisations schema's lengths hold for typed addresses too.
    const long = await createSchool(await newTeacher('lead@long.sch.uk'), { name: 'Long School', address1: '1 Road', city: 'Town', postal_code: 'X'.repeat((organizations.attributes.postalCode.maxLength ?? 0) + 1), country: 'gb' });
    expectValidDocument(long, 422);
    expect(long.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/postal_code');
  });

  it('keeps where a picked address is: latitude and longitude, numbers within the globe', async () => {
    const picked = await createSchool(await newTeacher('lead@harrogate.sch.uk'), { name: 'Harrogate High', address1: '12 High Street', city: 'Harrogate', postal_code: 'HG1 1TT', latitude: 53.9921, longitude: -1.5418, country: 'gb' });
    expectValidDocument(picked, 201);
    expect(picked.doc.data.attributes).toMatchObject({ latitude: 53.9921, longitude: -1.5418 });
    const off = await createSchool(await newTeacher('lead@nowhere.sch.uk'), { name: 'Nowhere School', address1: '1 Road', city: 'Town', latitude: 91, longitude: 'east', country: 'gb' });
    expectValidDocument(off, 422);
    expect(off.doc.errors?.map((e: { source?: { pointer?: string } }) => e.source?.pointer).sort()).toEqual(['/data/attributes/latitude', '/data/attributes/longitude']);
  });

  it('lets the new school’s admin choose the teacher count and the plan, which sets the trial', async () => {
    const token = await newTeacher('lead@birch.sch.uk');
    const id = (await createSchool(token, { name: 'Birch Primary', country: 'gb' })).doc.data.id as string;
    const patch = (attributes: Record<string, unknown>): Promise<Response> =>
      t.request('PATCH', `${API}/organizations/${id}?include=licensings`, { token, body: body('organizations', attributes, undefined, id) });

    const count = await patch({ teachers_limit: 4 });
    expectValidDocument(count, 200);
    expect(count.doc.data.attributes.teachers_limit).toBe(4);

    const webinar = await patch({ plan: 'webinar' });
    expectValidDocument(webinar, 200);
    expect(webinar.doc.data.attributes.plan).toBe('webinar');
    expect(webinar.doc.included?.[0]?.attributes).toMatchObject({ state: 'full_trial', expires_at: addDays(today(), FULL_TRIAL_DAYS) });

    const noWebinar = await patch({ plan: 'no_webinar', teachers_limit: 0 });
    expectValidDocument(noWebinar, 200);
    expect(noWebinar.doc.data.attributes).toMatchObject({ plan: 'no_webinar', teachers_limit: 0 });
    expect(noWebinar.doc.included?.[0]?.attributes).toMatchObject({ state: 'trial', expires_at: addDays(today(), TRIAL_DAYS) });

    const trail = await queryRows<{ action: string }>(t.database.db, sql`SELECT action FROM audit_entries WHERE organization_id = ${Number(id)} ORDER BY id`);
    expect(trail.map((e) => e.action)).toEqual(['sign_up', 'plan:webinar', 'plan:no_webinar']);
    expect((await patch({ plan: 'premium' })).status).toBe(422);
  });

  it('lets a teacher without a school join one as a teacher', async () => {
    const lead = await newTeacher('lead@cedar.sch.uk');
    const id = (await createSchool(lead, { name: 'Cedar Primary', country: 'gb' })).doc.data.id as string;
    const token = await newTeacher('joiner@cedar.sch.uk');
    const res = await t.request('POST', `${API}/organizations/${id}/join`, { token, body: { data: { type: 'organizations', id, attributes: { invite_token: 'anything' } } } });
    expectValidDocument(res, 200);
    expect(res.doc.data).toMatchObject({ type: 'organizations', id, attributes: { name: 'Cedar Primary' } });
    const viewer = await t.request('GET', `${API}/user`, { token });
    expect(viewer.doc.data.attributes).toMatchObject({ role: 'teacher', organization_admin: false });
    expect(viewer.doc.data.relationships.organization.data.id).toBe(id);
  });

  it('lets a parent add a child who then signs in with a username', async () => {
    await signUp({ first_name: 'Paula', email: 'paula@yahoo.co.uk', role: 'parent' });
    const token = await signIn({ email: 'paula@yahoo.co.uk' });
    const parentId = (await t.request('GET', `${API}/user`, { token })).doc.data.id as string;
    const res = await t.request('POST', `${API}/users`, {
      token,
      body: body(
        'users',
        { first_name: 'Kit', last_name: 'Kid', nickname: 'K', age: 8, username: 'Kit.Kid', password: PASSWORD, password_confirmation: PASSWORD, role: 'home_student' },
        { parent: { data: { type: 'users', id: parentId } } },
      ),
    });
    expectValidDocument(res, 201);
    expect(res.doc.data.attributes).toMatchObject({ role: 'home_student', username: 'Kit.Kid', age: 8 });
    expect(res.doc.data.relationships.parent.data.id).toBe(parentId);
    const child = await signIn({ username: 'kit.kid' });
    expect((await t.request('GET', `${API}/user`, { token: child })).doc.data.id).toBe(res.doc.data.id);
  });
});

describe('demo seed for sign-up', () => {
  it('creates the sign-up licence, suggesting the demo webinar', async () => {
    const db = await openTestDatabase('pglite');
    try {
      await seedDemo(db.db, 'demo1234');
      const rows = await queryRows<{ meeting: string }>(
        db.db,
        sql`SELECT m.name AS meeting FROM licenses l JOIN meetings m ON m.id = l.suggested_meeting_id WHERE l.name = ${SIGN_UP_LICENSE_NAME}`,
      );
      expect(rows).toEqual([{ meeting: 'Getting started webinar' }]);
    } finally {
      await db.dispose();
    }
  });
});
