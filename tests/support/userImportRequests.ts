/**
 * Test helpers for POST /users/imports: a multipart body written by hand (as a browser's
 * FormData would send it), a fresh school with its own organisation admin (the route is
 * throttled per viewer, so each test signs in as its own admin), and row counts to prove that
 * a refused import wrote nothing.
 */
import { sql } from 'drizzle-orm';
import { organizations, users } from '../../resources';
import { queryRows } from '../../server/db/client';
import { insert, type Response, type TestApp } from './testApp';

export const IMPORTS_URL = '/api/v1/users/imports';

export interface ImportFile {
  name?: string;
  type?: string;
  content: string | Buffer;
}

export function multipartBody(fields: Record<string, string>, file?: ImportFile): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----user-import-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'people.csv'}"\r\nContent-Type: ${file.type ?? 'text/csv'}\r\n\r\n`;
    parts.push(Buffer.from(head), Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface ImportRequest {
  token: string;
  role: string;
  organizationId: string;
  file?: ImportFile;
  dryRun?: boolean;
}

export async function postImport(t: TestApp, r: ImportRequest): Promise<Response> {
  const { payload, headers } = multipartBody({ role: r.role, organization_id: r.organizationId }, r.file);
  const res = await t.app.inject({
    method: 'POST',
    url: `${IMPORTS_URL}${r.dryRun ? '?dry_run=true' : ''}`,
    payload,
    headers: { ...headers, accept: 'application/vnd.api+json', authorization: `Bearer ${r.token}` },
  });
  const body: unknown = res.body ? JSON.parse(res.body) : undefined;
  return { status: res.statusCode, headers: res.headers, body, doc: (body ?? {}) as Response['doc'] };
}

export const studentsCsv = (rows: readonly string[]): string => ['first_name,last_name,class_name', ...rows].join('\n');
export const staffCsv = (rows: readonly string[]): string => ['first_name,last_name,email', ...rows].join('\n');

let schools = 0;

/** A new school with the given limits (0 = none) and a signed-in organisation admin of it. */
export async function schoolWithAdmin(t: TestApp, limits: { teachersLimit?: number; studentsLimit?: number } = {}): Promise<{ id: string; adminId: string; token: string }> {
  schools += 1;
  const id = await insert(t, organizations, { name: `Import School ${schools}`, country: 'gb', teachersLimit: limits.teachersLimit ?? 0, studentsLimit: limits.studentsLimit ?? 0 });
  const adminId = await insert(t, users, { email: `import-lead-${schools}@test.test`, firstName: 'Lead', role: 'teacher', organizationAdmin: true, organizationId: Number(id) });
  return { id, adminId, token: (await t.app.tokens.sign(adminId)).jwt };
}

export async function countOf(t: TestApp, query: ReturnType<typeof sql>): Promise<number> {
  return Number((await queryRows<{ n: string }>(t.database.db, query))[0]?.n ?? 0);
}

/** Users, classes and memberships of one school, and all mails: what a refused import must leave alone. */
export async function schoolTotals(t: TestApp, schoolId: string): Promise<{ users: number; classes: number; members: number; mails: number }> {
  const id = Number(schoolId);
  return {
    users: await countOf(t, sql`SELECT count(*) AS n FROM users WHERE organization_id = ${id}`),
    classes: await countOf(t, sql`SELECT count(*) AS n FROM classes WHERE organization_id = ${id}`),
    members: await countOf(t, sql`SELECT count(*) AS n FROM class_students cs JOIN classes c ON c.id = cs.class_id WHERE c.organization_id = ${id}`),
    mails: await countOf(t, sql`SELECT count(*) AS n FROM mail_outbox`),
  };
}
