/**
 * POST /users/imports as the import dialog uses it: students with their classes (reusing an
 * existing one), teachers with a password link by mail, a dry run that only answers, the same
 * file twice adding nobody twice, and row errors named by their spreadsheet line with nothing
 * written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { classes } from '../../resources';
import { queryRows } from '../../server/db/client';
import { insert, startTestApp, type TestApp } from '../support/testApp';
import { expectValidDocument } from '../support/jsonapiSchema';
import { testDbKinds } from '../support/testDatabase';
import { countOf, postImport, schoolTotals, schoolWithAdmin, staffCsv, studentsCsv } from '../support/userImportRequests';

const kinds = await testDbKinds({ pgliteOnly: 'import documents and row errors; concurrent imports against the seats are in security/user-imports' });

describe.each(kinds)('user imports on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const classesOf = (schoolId: string): Promise<{ class_name: string; members: string }[]> =>
    queryRows(t.database.db, sql`SELECT c.class_name, string_agg(u.first_name, ',' ORDER BY u.first_name) AS members
      FROM classes c LEFT JOIN class_students cs ON cs.class_id = c.id LEFT JOIN users u ON u.id = cs.student_id
      WHERE c.organization_id = ${Number(schoolId)} GROUP BY c.id, c.class_name ORDER BY c.class_name`);

  it('creates students and their classes, reusing an existing active class of that name', async () => {
    const school = await schoolWithAdmin(t, { studentsLimit: 10 });
    await insert(t, classes, { className: 'Year 5 Blue', organizationId: Number(school.id) });
    const csv = studentsCsv(['Ada,Lovelace,Year 5 Blue', 'Alan,Turing,year 5 blue', 'Grace,Hopper,Year 6 Red']);
    const res = await postImport(t, { token: school.token, role: 'student', organizationId: 'current', file: { content: csv } });
    expectValidDocument(res, 201);
    expect(res.doc.meta).toMatchObject({ created: 3, skipped: [] });
    expect(res.doc.data).toHaveLength(3);
    expect(await classesOf(school.id)).toEqual([
      { class_name: 'Year 5 Blue', members: 'Ada,Alan' },
      { class_name: 'Year 6 Red', members: 'Grace' },
    ]);
    const students = await queryRows<{ role: string; last_name: string }>(
      t.database.db,
      sql`SELECT role, last_name FROM users WHERE organization_id = ${Number(school.id)} AND role = 'student' ORDER BY last_name`,
    );
    expect(students).toEqual([
      { role: 'student', last_name: 'Hopper' },
      { role: 'student', last_name: 'Lovelace' },
      { role: 'student', last_name: 'Turing' },
    ]);
  });

  it('adds nobody twice: the same file again reports every row as skipped', async () => {
    const school = await schoolWithAdmin(t);
    const csv = studentsCsv(['Ada,Lovelace,5B', 'Alan,Turing,5B']);
    expect((await postImport(t, { token: school.token, role: 'student', organizationId: school.id, file: { content: csv } })).status).toBe(201);
    const before = await schoolTotals(t, school.id);
    const again = await postImport(t, { token: school.token, role: 'student', organizationId: school.id, file: { content: `${csv}\nGrace,Hopper,5B` } });
    expectValidDocument(again, 201);
    expect(again.doc.meta).toMatchObject({
      created: 1,
      skipped: [
        { line: 2, first_name: 'Ada', last_name: 'Lovelace', class_name: '5B' },
        { line: 3, first_name: 'Alan', last_name: 'Turing', class_name: '5B' },
      ],
    });
    expect(await schoolTotals(t, school.id)).toMatchObject({ users: before.users + 1, classes: 1 });
  });

  it('answers a dry run with the verdict and writes nothing', async () => {
    const school = await schoolWithAdmin(t);
    const before = await schoolTotals(t, school.id);
    const csv = studentsCsv(['Ada,Lovelace,5B', 'Ada,Lovelace,5B', 'Alan,Turing,6C']);
    const res = await postImport(t, { token: school.token, role: 'student', organizationId: school.id, file: { content: csv }, dryRun: true });
    expectValidDocument(res, 200);
    expect(res.doc.data).toBeUndefined();
    expect(res.doc.meta).toMatchObject({ created: 2, skipped: [], duplicate_lines: [3], dry_run: true });
    expect(await schoolTotals(t, school.id)).toEqual(before);
    const bad = await postImport(t, { token: school.token, role: 'student', organizationId: school.id, file: { content: studentsCsv([',Lovelace,5B']) }, dryRun: true });
    expect(bad.status).toBe(422);
  });

  it('refuses a file whose 999th row is bad, naming line 1000, and writes nothing', async () => {
    const school = await schoolWithAdmin(t);
    const rows = Array.from({ length: 1000 }, (_, i) => (i === 998 ? `Pupil${i},,Year 4` : `Pupil${i},Surname${i},Year ${1 + (i % 6)}`));
    const before = await schoolTotals(t, school.id);
    const res = await postImport(t, { token: school.token, role: 'student', organizationId: school.id, file: { content: studentsCsv(rows) } });
    expectValidDocument(res, 422);
    expect(res.doc.errors).toEqual([
      expect.objectContaining({ status: '422', detail: 'Row 1000 is missing a surname.', source: { pointer: '/rows/1000' }, meta: expect.objectContaining({ error_identifier: 'missingSurname' }) }),
    ]);
    expect(await schoolTotals(t, school.id)).toEqual(before);
  });

  it('gives one error per message, several rows listed in meta.lines, with singular and plural wording', async () => {
    const school = await schoolWithAdmin(t);
    const csv = staffCsv([',Lovelace,ada@school.example', 'Alan,,alan@school.example', 'Grace,,nope', 'Edsger,D,also-nope']);
    const res = await postImport(t, { token: school.token, role: 'teacher', organizationId: school.id, file: { content: csv } });
    expectValidDocument(res, 422);
    expect(res.doc.errors?.map((e) => [e.detail, e.source?.pointer, (e.meta as { lines?: number[] }).lines])).toEqual([
      ['Row 2 is missing a first name.', '/rows/2', undefined],
      ['Rows 3, 4 are missing a surname.', '/rows', [3, 4]],
      ['2 email addresses are invalid (rows 4, 5).', '/rows', [4, 5]],
    ]);
    const header = await postImport(t, { token: school.token, role: 'student', organizationId: school.id, file: { content: staffCsv(['A,B,a@b.org']) } });
    expect(header.doc.errors?.[0]).toMatchObject({ detail: 'The first row must be exactly: first_name,last_name,class_name', source: { pointer: '/rows/1' } });
  });

  it('refuses an unsupported file as 422 not supported', async () => {
    const school = await schoolWithAdmin(t);
    for (const file of [
      { name: 'photo.png', type: 'image/png', content: 'first_name,last_name,class_name\nA,B,C' },
      { name: 'people.csv', type: 'text/csv', content: Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x41]) },
    ]) {
      const res = await postImport(t, { token: school.token, role: 'student', organizationId: school.id, file });
      expectValidDocument(res, 422);
      expect(res.doc.errors?.[0]?.meta.error_identifier).toBe('notSupported');
    }
  });

  it('names a missing or unknown role, school or file by its form field', async () => {
    const school = await schoolWithAdmin(t);
    const file = { content: studentsCsv(['Ada,Lovelace,5B']) };
    const pointerOf = async (r: { role: string; organizationId: string; file?: typeof file }): Promise<unknown> => {
      const res = await postImport(t, { token: school.token, ...r });
      expectValidDocument(res, 422);
      return res.doc.errors?.[0]?.source?.pointer;
    };
    expect(await pointerOf({ role: 'parent', organizationId: school.id, file })).toBe('/role');
    expect(await pointerOf({ role: 'student', organizationId: 'school-a', file })).toBe('/organization_id');
    expect(await pointerOf({ role: 'student', organizationId: school.id })).toBe('/file');
    expect((await schoolTotals(t, school.id)).users).toBe(1);
  });

  it('mails each imported teacher a link to choose a password', async () => {
    const school = await schoolWithAdmin(t, { teachersLimit: 5 });
    const csv = staffCsv(['Ada,Lovelace,Ada.Lovelace@School.example', 'Alan,Turing,alan.turing@school.example']);
    const res = await postImport(t, { token: school.token, role: 'teacher', organizationId: school.id, file: { content: csv, type: 'application/vnd.ms-excel' } });
    expectValidDocument(res, 201);
    const mails = await queryRows<{ to_address: string; body: string }>(
      t.database.db,
      sql`SELECT to_address, body FROM mail_outbox WHERE to_address LIKE '%@school.example' ORDER BY to_address`,
    );
    expect(mails.map((m) => m.to_address)).toEqual(['ada.lovelace@school.example', 'alan.turing@school.example']);
    const token = /reset_token=([\w-]+)/.exec(mails[0]?.body ?? '')?.[1] ?? '';
    const set = await t.request('PATCH', '/api/v1/user/reset_password', { body: { data: { type: 'users', attributes: { token, password: 'newpass1', password_confirmation: 'newpass1' } } } });
    expect(set.status).toBe(200);
    const signIn = await t.request('POST', '/api/v1/user/tokens', { body: { data: { type: 'tokens', attributes: { email: 'ada.lovelace@school.example', password: 'newpass1' } } } });
    expect(signIn.status).toBe(201);
    // An existing email anywhere, in any case, is skipped rather than imported again.
    const again = await postImport(t, { token: school.token, role: 'teacher', organizationId: school.id, file: { content: staffCsv(['A,L,ADA.lovelace@school.example']) } });
    expect(again.doc.meta).toMatchObject({ created: 0, skipped: [{ line: 2, email: 'ada.lovelace@school.example' }] });
    expect(await countOf(t, sql`SELECT count(*) AS n FROM users WHERE lower(email) = 'ada.lovelace@school.example'`)).toBe(1);
  });
});
