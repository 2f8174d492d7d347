/**
 * Every role's home from the API (issue 12), over a fixed clock (Wednesday 2026-03-11 12:00 UTC,
 * so the 30-day window is 2026-02-10 to 2026-03-11 and the week Monday 03-09 to Sunday 03-15):
 * the figures count the seeded records on their own day and nothing outside the window or the
 * school; who may read which dashboard; the documents are valid JSON:API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { organizations, users } from '../../resources';
import { TEACHER_DASHBOARD_ITEMS } from '../../domain/dashboards';
import { ACHIEVEMENT_KEYS } from '../../domain/achievements';
import { queryRows } from '../../server/db/client';
import { buildWorld, insert, startTestApp, type Response, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { expectApiError, insertCollection, insertContent, insertPlan } from '../support/libraryFixtures';
import { expectValidDocument } from '../support/jsonapiSchema';

const kinds = await testDbKinds({ postgres: 'the figures are SQL aggregates over UTC days (count, date arithmetic, AT TIME ZONE), whose values each driver returns in its own types' });
const NOW = new Date('2026-03-11T12:00:00Z');
const API = '/api/v1';

describe.each(kinds)('dashboards on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let leaderA: string;
  let leaderToken: string;
  const ids: Record<string, string> = {};
  const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
  const get = (token: string, path: string, headers?: Record<string, string>): Promise<Response> => t.request('GET', `${API}${path}`, { token, headers });
  const view = (actor: string, school: string, entityType: string, entityId: string, at: string) =>
    exec(sql`INSERT INTO activities (entity_type, entity_id, verb, actor_id, organization_id, created_at) VALUES (${entityType}, ${entityId}, 'viewed', ${Number(actor)}, ${Number(school)}, ${at}::timestamptz)`);
  const lesson = async (teacher: string, school: string, plan: string, at: string, state = 'ended', students: string[] = []) => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`INSERT INTO lessons (lesson_plan_id, organization_id, teacher_id, mode, state, passphrase, start_date)
          VALUES (${Number(plan)}, ${Number(school)}, ${Number(teacher)}, 'front_no_class', ${state}, ${`p-${at}-${teacher}`}, ${at}::timestamptz) RETURNING id`,
    );
    for (const s of students) await exec(sql`INSERT INTO lesson_students (lesson_id, student_id) VALUES (${row!.id}, ${Number(s)})`);
    return String(row!.id);
  };
  const klass = (school: string, name: string, at: string) => exec(sql`INSERT INTO classes (class_name, organization_id, created_at) VALUES (${name}, ${Number(school)}, ${at}::timestamptz)`);

  beforeAll(async () => {
    t = await startTestApp(kind, { now: () => NOW });
    w = await buildWorld(t);
    leaderA = await insert(t, users, { email: 'principal-a@test.test', firstName: 'Pat', role: 'teacher', jobRole: 'principal', organizationId: Number(w.schoolA) });
    leaderToken = (await t.app.tokens.sign(leaderA)).jwt;
    const student2 = await insert(t, users, { firstName: 'Two', role: 'student', organizationId: Number(w.schoolA) });
    const { plan } = await insertPlan(t, { authorId: Number(w.ids.teacherA), organizationId: Number(w.schoolA) });
    const { plan: planB } = await insertPlan(t, { authorId: Number(w.ids.teacherB), organizationId: Number(w.schoolB) });
    const paid = { freeAccess: false };
    ids.x = await insertContent(t, paid);
    ids.y = await insertContent(t, paid);
    ids.z = await insertContent(t, paid);
    ids.draft = await insertContent(t, { ...paid, state: 'draft' });
    ids.free = await insertContent(t, { freeAccess: true, publishedAt: new Date('2026-03-01T00:00:00Z') });
    ids.worldOld = await insertContent(t, { ...paid, contentType: 'story_world', publishedAt: new Date('2026-01-01T00:00:00Z') });
    ids.worldNew = await insertContent(t, { ...paid, contentType: 'story_world', publishedAt: new Date('2026-03-01T00:00:00Z') });
    await insertContent(t, { ...paid, contentType: 'story_world', state: 'draft' });
    // Teacher A's views: X twice (the window's first instant and 03-05), Y late on 03-05, Z before the window, a collection, a draft.
    await view(w.ids.teacherA, w.schoolA, 'contents', ids.x, '2026-02-10T00:00:00Z');
    await view(w.ids.teacherA, w.schoolA, 'contents', ids.x, '2026-03-05T10:00:00Z');
    await view(w.ids.teacherA, w.schoolA, 'contents', ids.y, '2026-03-05T23:59:59Z');
    await view(w.ids.teacherA, w.schoolA, 'contents', ids.z, '2026-01-15T10:00:00Z');
    await view(w.ids.teacherA, w.schoolA, 'collections', '1', '2026-03-05T11:00:00Z');
    await view(w.ids.teacherA, w.schoolA, 'contents', ids.draft, '2026-01-10T10:00:00Z');
    await view(w.ids.schoolAdminA, w.schoolA, 'contents', ids.x, '2026-03-06T00:00:00Z');
    ids.ended = await lesson(w.ids.teacherA, w.schoolA, plan, '2026-03-06T09:00:00Z', 'ended', [w.ids.studentA, student2]);
    ids.active = await lesson(w.ids.teacherA, w.schoolA, plan, '2026-03-10T08:00:00Z', 'active', [w.ids.studentA]);
    await lesson(w.ids.teacherA, w.schoolA, plan, '2026-02-09T23:59:59Z');
    await lesson(w.ids.teacherA, w.schoolA, plan, '2026-03-12T08:00:00Z');
    await klass(w.schoolA, 'In window', '2026-03-01T12:00:00Z');
    await klass(w.schoolA, 'Too old', '2026-01-01T12:00:00Z');
    // School B's records on the same days never reach school A's figures.
    await view(w.ids.teacherB, w.schoolB, 'contents', ids.x, '2026-03-05T10:00:00Z');
    await lesson(w.ids.teacherB, w.schoolB, planB, '2026-03-05T10:00:00Z');
    await klass(w.schoolB, 'B class', '2026-03-05T10:00:00Z');
    const teacherA = { authorId: Number(w.ids.teacherA), organizationId: Number(w.schoolA) };
    await insertCollection(t, { ...teacherA, createdAt: new Date('2026-03-02T10:00:00Z') });
    await insertCollection(t, { ...teacherA, createdAt: new Date('2025-12-01T10:00:00Z') });
    await insertCollection(t, { authorId: Number(w.ids.teacherB), createdAt: new Date('2026-03-09T10:00:00Z') });
    ids.colOld = await insertCollection(t, { state: 'published', createdAt: new Date('2026-02-01T10:00:00Z') });
    ids.colNew = await insertCollection(t, { state: 'published', createdAt: new Date('2026-03-03T10:00:00Z') });
    for (const c of [ids.x, ids.y, ids.z, ids.free, ids.worldNew]) await exec(sql`INSERT INTO favourites (user_id, content_id) VALUES (${Number(w.ids.teacherA)}, ${Number(c)})`);
  });
  afterAll(async () => t.close());

  describe('teacher dashboard', () => {
    it("counts the teacher's journey over the window and lists what their readers would show", async () => {
      const res = await get(w.tokens.teacherA, '/dashboards/teacher');
      expectValidDocument(res, 200);
      expect(res.doc.data).toMatchObject({ type: 'teacher_dashboards', id: w.ids.teacherA });
      const a = res.doc.data.attributes;
      // Two lessons in the window (not the one a second before it, not tomorrow's), two students, X and Y, one collection.
      expect(a.journey).toEqual({ lessons_taught: 2, students_reached: 2, content_viewed: 2, collections_made: 1 });
      expect(a.window_days).toBe(30);
      expect(a.active_lesson_ids).toEqual([ids.active]);
      expect(a.recently_viewed_ids).toEqual([ids.y, ids.x, ids.z]);
      expect(a.new_story_world_ids).toEqual([ids.worldNew, ids.worldOld]);
      expect(a.new_collection_ids).toEqual([ids.colNew, ids.colOld]);
      expect(a.free_content_ids).toEqual([ids.free]);
    });

    it('shows the default items without a configuration, "unlock content" only while trialing', async () => {
      const trialing = (await get(w.tokens.teacherA, '/dashboards/teacher')).doc.data.attributes;
      expect(trialing.items).toEqual([...TEACHER_DASHBOARD_ITEMS]);
      expect(trialing).toMatchObject({ welcome: { title: '', body: '' }, quick_links: [], case_studies: [], organization_welcome: '' });
      const subscribed = (await get(w.tokens.teacherB, '/dashboards/teacher')).doc.data.attributes;
      expect(subscribed.items).toEqual(TEACHER_DASHBOARD_ITEMS.filter((i) => i !== 'unlock_content'));
    });

    it("follows the viewer's language's configuration, else English's, and adds the school's texts", async () => {
      await exec(sql`INSERT INTO dashboard_configs (locale, items, welcome_title, quick_links, case_studies)
        VALUES ('en', '{welcome_box,unlock_content,journey_figures}', 'Welcome', ${'Library | /app/library\nnot a link\nBad | javascript:alert(1)'}, 'Case | https://example.org/case'),
               ('fi', '{journey_figures}', 'Tervetuloa', NULL, NULL)`);
      await exec(sql`UPDATE organizations SET welcome_messages = ${JSON.stringify({ en: 'Hello from A' })}::jsonb, quick_links = ${JSON.stringify({ en: 'School site | https://a.example.org' })}::jsonb WHERE id = ${Number(w.schoolA)}`);
      const en = (await get(w.tokens.teacherA, '/dashboards/teacher', { 'accept-language': 'sv-SE, en;q=0.5' })).doc.data.attributes;
      expect(en.items).toEqual(['welcome_box', 'unlock_content', 'journey_figures']);
      expect(en.welcome.title).toBe('Welcome');
      expect(en.organization_welcome).toBe('Hello from A');
      expect(en.quick_links).toEqual([{ label: 'Library', url: '/app/library' }, { label: 'School site', url: 'https://a.example.org' }]);
      expect(en.case_studies).toEqual([{ label: 'Case', url: 'https://example.org/case' }]);
      expect((await get(w.tokens.teacherB, '/dashboards/teacher')).doc.data.attributes.items).toEqual(['welcome_box', 'journey_figures']);
      const fi = (await get(w.tokens.teacherA, '/dashboards/teacher', { 'x-user-locale': 'fi' })).doc.data.attributes;
      expect(fi).toMatchObject({ items: ['journey_figures'], welcome: { title: 'Tervetuloa' } });
      // The language saved on the profile wins over what the client sends.
      await exec(sql`UPDATE users SET locale = 'fi' WHERE id = ${Number(w.ids.teacherB)}`);
      expect((await get(w.tokens.teacherB, '/dashboards/teacher', { 'x-user-locale': 'en' })).doc.data.attributes.welcome.title).toBe('Tervetuloa');
    });

    it('is for teachers only', async () => {
      expectApiError(await get(w.tokens.parent, '/dashboards/teacher'), 403, 'forbidden');
      expectApiError(await get(w.tokens.superUser, '/dashboards/teacher'), 403, 'forbidden');
      expect((await t.request('GET', `${API}/dashboards/teacher`)).status).toBe(401);
    });
  });

  describe('school dashboard', () => {
    it('counts each record on its own UTC day, inside the window and the school only', async () => {
      const res = await get(leaderToken, '/dashboards/school');
      expectValidDocument(res, 200);
      expect(res.doc.data).toMatchObject({ type: 'school_dashboards', id: w.schoolA });
      const a = res.doc.data.attributes;
      expect(a).toMatchObject({ window_days: 30, from: '2026-02-10', to: '2026-03-11' });
      expect(a.days).toHaveLength(30);
      const nonZero = a.days.filter((d: { teachers: number; classes: number; lessons: number }) => d.teachers + d.classes + d.lessons > 0);
      expect(nonZero).toEqual([
        { day: '2026-02-10', teachers: 1, classes: 0, lessons: 0 },
        { day: '2026-03-01', teachers: 0, classes: 1, lessons: 0 },
        { day: '2026-03-05', teachers: 1, classes: 0, lessons: 0 },
        { day: '2026-03-06', teachers: 2, classes: 0, lessons: 1 },
        { day: '2026-03-10', teachers: 1, classes: 0, lessons: 1 },
      ]);
      expect(a.totals).toEqual({ teachers: 2, classes: 1, lessons: 2 });
    });

    it("opens to the school's leaders and admins for their own school, to org_admin admins for any", async () => {
      expect((await get(w.tokens.schoolAdminA, '/dashboards/school')).doc.data.id).toBe(w.schoolA);
      expect((await get(w.tokens.schoolAdminA, `/dashboards/school?filter[organization]=${w.schoolA}`)).status).toBe(200);
      expectApiError(await get(w.tokens.schoolAdminA, `/dashboards/school?filter[organization]=${w.schoolB}`), 403, 'forbidden');
      expectApiError(await get(leaderToken, `/dashboards/school?filter[organization]=${w.schoolB}`), 403, 'forbidden');
      expectApiError(await get(w.tokens.teacherA, '/dashboards/school'), 403, 'forbidden');
      expectApiError(await get(w.tokens.licensingAdmin, `/dashboards/school?filter[organization]=${w.schoolA}`), 403, 'forbidden');
      const b = await get(w.tokens.superUser, `/dashboards/school?filter[organization]=${w.schoolB}`);
      expect(b.doc.data.id).toBe(w.schoolB);
      expect(b.doc.data.attributes.totals).toEqual({ teachers: 1, classes: 1, lessons: 1 });
      expect((await get(w.tokens.orgAdminPerm, `/dashboards/school?filter[organization]=${w.schoolA}`)).doc.data.attributes.totals.lessons).toBe(2);
      const unnamed = await get(w.tokens.superUser, '/dashboards/school');
      expect(unnamed.status).toBe(400);
      expect(unnamed.doc.errors?.[0]?.source?.parameter).toBe('filter[organization]');
      expect((await get(w.tokens.superUser, '/dashboards/school?filter[organization]=abc')).status).toBe(400);
      expect((await get(w.tokens.superUser, '/dashboards/school?filter[organization]=999999')).status).toBe(404);
    });
  });

  describe('admin dashboard', () => {
    beforeAll(async () => {
      const org = (name: string) => insert(t, organizations, { name });
      const licensing = (school: string, state: string, expiresAt: string, seats: Record<string, number> = {}) =>
        exec(sql`INSERT INTO licensings (organization_id, license_id, state, expires_at, subscribed_seats, supplementary_seats)
                 VALUES (${Number(school)}, ${Number(w.licenseId)}, ${state}, ${expiresAt}::date, ${seats.subscribed ?? 0}, ${seats.supplementary ?? 0})`);
      await org('C, no licence');
      const d = await org('D, lapsed');
      await licensing(d, 'trial', '2026-03-01');
      await licensing(d, 'subscribed', '2026-03-10', { subscribed: 100 });
      ids.trialE = await org('E');
      await licensing(ids.trialE, 'trial', '2026-03-20');
      ids.trialF = await org('F');
      await licensing(ids.trialF, 'full_trial', '2026-03-12');
      await licensing(await org('G'), 'trial', '2026-04-20');
      await exec(sql`UPDATE licensings SET subscribed_seats = 20, supplementary_seats = 5 WHERE id = ${Number(w.licensingB)}`);
      for (const archived of [null, null, '2026-01-01T00:00:00Z'])
        await exec(sql`INSERT INTO users (first_name, role, organization_id, archived_at) VALUES ('S', 'student', ${Number(w.schoolB)}, ${archived}::timestamptz)`);
      const [meeting] = await queryRows<{ id: number }>(t.database.db, sql`INSERT INTO meetings (name, start_date) VALUES ('Webinar', '2026-03-01') RETURNING id`);
      for (const [status, at] of [['scheduled', '2026-03-09T08:00:00Z'], ['scheduled', '2026-03-11T11:00:00Z'], ['cancelled', '2026-03-10T08:00:00Z'], ['scheduled', '2026-03-08T23:59:59Z']])
        await exec(sql`INSERT INTO meeting_attendees (email, meeting_id, attendance_status, created_at) VALUES ('a@test.test', ${meeting!.id}, ${status}, ${at}::timestamptz)`);
      ids.audit = '';
      for (let i = 0; i < 12; i++) {
        const [row] = await queryRows<{ id: number }>(t.database.db, sql`INSERT INTO audit_entries (organization_id, action, created_at) VALUES (${Number(w.schoolA)}, 'extend_trial', ${new Date(Date.UTC(2026, 2, 1, i)).toISOString()}::timestamptz) RETURNING id`);
        ids.audit = `${row!.id},${ids.audit}`;
      }
    });

    it('counts every school for a super user', async () => {
      const res = await get(w.tokens.superUser, '/dashboards/admin');
      expectValidDocument(res, 200);
      expect(res.doc.data).toMatchObject({ type: 'admin_dashboards', id: 'admin' });
      const a = res.doc.data.attributes;
      expect(a.organizations_by_state).toEqual({ trial: 3, full_trial: 1, subscribed: 1, supplementary: 0, unsubscribed: 1, none: 1 });
      expect(a.trials_expiring.map((x: { organization_id: string }) => x.organization_id)).toEqual([ids.trialF, ids.trialE]);
      expect(a.trials_expiring[0]).toMatchObject({ name: 'F', state: 'full_trial', expires_at: '2026-03-12' });
      // Paying schools: B only (D's subscription ended); its teacher, two active students, 20 + 5 seats.
      expect(a.seats).toEqual({ teachers: 1, students: 2, sold: 25 });
      expect(a.bookings.total).toBe(2);
      expect(a.bookings.days.map((d: { day: string; count: number }) => [d.day, d.count])).toEqual([
        ['2026-03-09', 1], ['2026-03-10', 0], ['2026-03-11', 1], ['2026-03-12', 0], ['2026-03-13', 0], ['2026-03-14', 0], ['2026-03-15', 0],
      ]);
      expect(a.latest_audit_ids).toEqual(ids.audit!.split(',').filter(Boolean).slice(0, 10));
    });

    it("leaves out what the admin's permissions cannot list across schools", async () => {
      const meetings = (await get(w.tokens.meetingAdmin, '/dashboards/admin')).doc.data.attributes;
      expect(meetings).toMatchObject({ organizations_by_state: null, trials_expiring: null, seats: null, latest_audit_ids: null });
      expect(meetings.bookings.total).toBe(2);
      const licensing = (await get(w.tokens.licensingAdmin, '/dashboards/admin')).doc.data.attributes;
      expect(licensing).toMatchObject({ seats: null, bookings: null });
      expect(licensing.organizations_by_state.trial).toBe(3);
      expect(licensing.latest_audit_ids).toHaveLength(10);
      expectApiError(await get(w.tokens.schoolAdminA, '/dashboards/admin'), 403, 'forbidden');
    });
  });

  describe('achievements', () => {
    it("counts the viewer's records over all time", async () => {
      const res = await get(w.tokens.teacherA, '/user/achievements');
      expectValidDocument(res, 200);
      expect(res.doc.data).toMatchObject({ type: 'achievements', id: w.ids.teacherA });
      const list = res.doc.data.attributes.achievements as { key: string; progress: number; goal: number; achieved: boolean }[];
      expect(list.map((x) => x.key)).toEqual([...ACHIEVEMENT_KEYS]);
      const byKey = new Map(list.map((x) => [x.key, x]));
      expect(byKey.get('first_lesson')).toEqual({ key: 'first_lesson', progress: 1, goal: 1, achieved: true });
      expect(byKey.get('ten_lessons')).toMatchObject({ progress: 4, achieved: false });
      expect(byKey.get('hundred_students')).toMatchObject({ progress: 2, achieved: false });
      expect(byKey.get('first_collection')).toMatchObject({ achieved: true });
      expect(byKey.get('explorer')).toMatchObject({ progress: 4, achieved: false });
      expect(byKey.get('collector')).toMatchObject({ progress: 5, achieved: true });
      const parent = (await get(w.tokens.parent, '/user/achievements')).doc.data.attributes.achievements as { achieved: boolean }[];
      expect(parent.some((x) => x.achieved)).toBe(false);
    });
  });
});
