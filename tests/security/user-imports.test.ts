/**
 * POST /users/imports guards: who may import which role into which school, the 2 MB limit, seat
 * limits (801 students, 802 teachers) that hold even for two imports at once, and the per-viewer
 * rate limit. Every refusal must leave the school as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { IMPORT_MAX_BYTES } from '../../domain/csvImport';
import { IMPORTS_PER_MINUTE } from '../../server/routes/userImports';
import { users } from '../../resources';
import { buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';
import { expectValidDocument } from '../support/jsonapiSchema';
import { testDbKinds } from '../support/testDatabase';
import { countOf, multipartBody, IMPORTS_URL, postImport, schoolTotals, schoolWithAdmin, staffCsv, studentsCsv } from '../support/userImportRequests';

const kinds = await testDbKinds({ postgres: 'concurrent imports together must not exceed the seats, held by a row lock (FOR UPDATE)' });

describe.each(kinds)('user import guards on %s', (kind) => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp(kind);
    world = await buildWorld(t);
  });
  afterAll(async () => t.close());

  const students = (n: number, prefix = 'Pupil'): string => studentsCsv(Array.from({ length: n }, (_, i) => `${prefix}${i},Surname${i},Year 3`));

  it('lets an organisation admin import teachers and students into their own school only', async () => {
    const school = await schoolWithAdmin(t);
    const other = await schoolWithAdmin(t);
    const before = await schoolTotals(t, other.id);
    const foreign = await postImport(t, { token: school.token, role: 'student', organizationId: other.id, file: { content: students(2) } });
    expectValidDocument(foreign, 403);
    const missing = await postImport(t, { token: school.token, role: 'student', organizationId: '999999', file: { content: students(2) } });
    expect(missing.status).toBe(403);
    const admins = await postImport(t, { token: school.token, role: 'admin', organizationId: school.id, file: { content: staffCsv(['A,B,new-admin@test.test']) } });
    expectValidDocument(admins, 403);
    expect(await countOf(t, sql`SELECT count(*) AS n FROM users WHERE email = 'new-admin@test.test'`)).toBe(0);
    expect(await schoolTotals(t, other.id)).toEqual(before);
    expect((await postImport(t, { token: school.token, role: 'teacher', organizationId: school.id, file: { content: staffCsv(['A,B,own-teacher@test.test']) } })).status).toBe(201);
  });

  it('lets a user_admin teacher import into their own school, as the users create rule does (resources/users/importAccess.ts)', async () => {
    const school = await schoolWithAdmin(t);
    const other = await schoolWithAdmin(t);
    const userAdmin = await insert(t, users, { email: 'user-admin@test.test', firstName: 'Ursula', role: 'teacher', permissions: ['user_admin'], organizationId: Number(school.id) });
    const token = (await t.app.tokens.sign(userAdmin)).jwt;
    expectValidDocument(await postImport(t, { token, role: 'student', organizationId: school.id, file: { content: students(2, 'Ursula') } }), 201);
    expect((await postImport(t, { token, role: 'student', organizationId: other.id, file: { content: students(1, 'Ursula') } })).status).toBe(403);
  });

  it('refuses teachers, students, staff without org_admin and anonymous callers', async () => {
    for (const persona of ['teacherA', 'studentA', 'licensingAdmin', 'parent'] as const) {
      const res = await postImport(t, { token: world.tokens[persona], role: 'student', organizationId: world.schoolA, file: { content: students(1, persona) } });
      expect(res.status, persona).toBe(403);
    }
    const { payload, headers } = multipartBody({ role: 'student', organization_id: world.schoolA }, { content: students(1) });
    expect((await t.app.inject({ method: 'POST', url: IMPORTS_URL, payload, headers })).statusCode).toBe(401);
  });

  it('lets org_admin holders import into any school, and only super users import admins', async () => {
    const school = await schoolWithAdmin(t);
    const res = await postImport(t, { token: world.tokens.orgAdminPerm, role: 'student', organizationId: school.id, file: { content: students(2) } });
    expectValidDocument(res, 201);
    expect((await postImport(t, { token: world.tokens.orgAdminPerm, role: 'admin', organizationId: school.id, file: { content: staffCsv(['A,B,staff1@test.test']) } })).status).toBe(403);
    const admins = await postImport(t, { token: world.tokens.superUser, role: 'admin', organizationId: 'current', file: { content: staffCsv(['A,B,staff1@test.test']) } });
    expectValidDocument(admins, 201);
    expect(await queryAdmin()).toEqual({ role: 'admin', organization_id: null, permissions: '{}' });
    expect((await postImport(t, { token: world.tokens.superUser, role: 'student', organizationId: '999999', file: { content: students(1) } })).status).toBe(404);
  });

  const queryAdmin = async (): Promise<unknown> =>
    (await t.database.db.execute(sql`SELECT role, organization_id, permissions::text AS permissions FROM users WHERE email = 'staff1@test.test'`) as unknown as { rows: unknown[] }).rows[0];

  it('answers 413 for a file of 2 MB plus one byte and writes nothing', async () => {
    const school = await schoolWithAdmin(t);
    const head = 'first_name,last_name,class_name\n';
    const content = head + 'x'.repeat(IMPORT_MAX_BYTES + 1 - head.length);
    const res = await postImport(t, { token: school.token, role: 'student', organizationId: school.id, file: { content } });
    expectValidDocument(res, 413);
    expect(res.doc.errors?.[0]?.meta.error_identifier).toBe('fileTooLarge');
    expect(res.doc.errors?.[0]?.detail).toBe('The file must be smaller than 2 MB.');
    expect((await schoolTotals(t, school.id)).users).toBe(1);
  });

  it('refuses more students or teachers than the seats left (801, 802) and writes nothing', async () => {
    const school = await schoolWithAdmin(t, { studentsLimit: 3, teachersLimit: 2 });
    const before = await schoolTotals(t, school.id);
    const tooMany = await postImport(t, { token: school.token, role: 'student', organizationId: school.id, file: { content: students(4) } });
    expectValidDocument(tooMany, 422);
    expect(tooMany.doc.errors).toEqual([
      expect.objectContaining({ code: '801', detail: 'The file has 4 people but only 3 seats are left.', meta: expect.objectContaining({ error_identifier: 'studentLimit' }) }),
    ]);
    // The admin is one teacher already: one seat left.
    const teachers = await postImport(t, { token: school.token, role: 'teacher', organizationId: school.id, file: { content: staffCsv(['A,B,seat1@test.test', 'C,D,seat2@test.test']) } });
    expect(teachers.doc.errors?.map((e) => [e.code, e.detail])).toEqual([['802', 'The file has 2 people but only 1 seat is left.']]);
    expect(await schoolTotals(t, school.id)).toEqual(before);
    // Rows that already exist take no new seat.
    expect((await postImport(t, { token: school.token, role: 'student', organizationId: school.id, file: { content: students(3) } })).status).toBe(201);
    const again = await postImport(t, { token: school.token, role: 'student', organizationId: school.id, file: { content: students(3) } });
    expect(again.status).toBe(201);
    expect(again.doc.meta).toMatchObject({ created: 0 });
  });

  it('never lets concurrent imports together exceed the limit', async () => {
    const school = await schoolWithAdmin(t, { studentsLimit: 5 });
    // Several imports at once, so that on PostgreSQL their transactions overlap.
    const results = await Promise.all(
      ['A', 'B', 'C', 'D', 'E', 'F'].map((p) => postImport(t, { token: school.token, role: 'student', organizationId: school.id, file: { content: students(2, p) } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 422, 422, 422, 422]);
    expect(new Set(results.filter((r) => r.status === 422).map((r) => r.doc.errors?.[0]?.code))).toEqual(new Set(['801']));
    expect(await countOf(t, sql`SELECT count(*) AS n FROM users WHERE organization_id = ${Number(school.id)} AND role = 'student'`)).toBe(4);
  });

  it('answers 429 past the per-viewer limit of imports a minute', async () => {
    const school = await schoolWithAdmin(t);
    const statuses: number[] = [];
    for (let i = 0; i <= IMPORTS_PER_MINUTE; i++)
      statuses.push((await postImport(t, { token: school.token, role: 'student', organizationId: school.id, file: { content: students(1) }, dryRun: true })).status);
    expect(statuses.slice(0, IMPORTS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const other = await schoolWithAdmin(t);
    expect((await postImport(t, { token: other.token, role: 'student', organizationId: other.id, file: { content: students(1) }, dryRun: true })).status).toBe(200);
  });
});
