/**
 * A real app over a real test database, plus a tiny client for app.inject with JSON:API
 * headers and the fixtures most tests need: two schools, and one viewer per role.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import { tableOf } from '../../server/db/tables';
import { licenses, licensings, organizations, users } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { openTestDatabase, type TestDatabase, type TestDbKind } from './testDatabase';

export const TEST_SECRET = 'test-secret-for-integration-tests-only';
export const MEDIA = 'application/vnd.api+json';

export interface Response {
  status: number;
  headers: Record<string, unknown>;
  body: unknown;
  /** The body as a loosely typed document, for assertions. */
  doc: Doc;
}

export interface Doc {
  data?: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixture documents
  included?: any[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  meta?: Record<string, unknown>;
  /** Top-level links: a list's pages (self, first, prev, next, last), the API root's description. */
  links?: Record<string, string | undefined>;
  errors?: { status: string; code?: string; title: string; detail: string; source?: { pointer?: string; parameter?: string }; meta: { error_identifier: string } }[];
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  request(method: string, url: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  close(): Promise<void>;
}

type TestAppOptions = Pick<AppOptions, 'uploads' | 'mailbox' | 'places' | 'studentAppOrganizations' | 'siteCopy' | 'oauth' | 'now' | 'trustProxy' | 'metricsToken'>;

export async function startTestApp(kind: TestDbKind, extra: TestAppOptions = {}): Promise<TestApp> {
  return testAppOn(await openTestDatabase(kind), extra);
}

/** The app on a test database already open (adoptPostgresDatabase); closing it disposes the database. */
export async function testAppOn(database: TestDatabase, extra: TestAppOptions = {}): Promise<TestApp> {
  const app = await buildApp({ db: database.db, jwtSecret: TEST_SECRET, events: database, database, ...extra });
  await app.ready();
  return {
    app,
    database,
    async request(method, url, opts = {}) {
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: {
          accept: MEDIA,
          ...(opts.body !== undefined ? { 'content-type': MEDIA } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
        ...(opts.body !== undefined ? { payload: typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body) } : {}),
      });
      const body: unknown = res.body ? JSON.parse(res.body) : undefined;
      return { status: res.statusCode, headers: res.headers, body, doc: (body ?? {}) as Doc };
    },
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/** Inserts a row through the resource's table and returns its id as a string. */
export async function insert(t: TestApp, def: ResourceDef, values: Record<string, unknown>): Promise<string> {
  const { table, columns } = tableOf(def);
  const rows = (await t.database.db.insert(table).values(values).returning({ id: columns.id! })) as { id: number }[];
  return String(rows[0]!.id);
}

export interface World {
  schoolA: string;
  schoolB: string;
  licenseId: string;
  licensingA: string;
  licensingB: string;
  /** Users and their tokens, keyed by persona. */
  ids: Record<Persona, string>;
  tokens: Record<Persona, string>;
}

export const PERSONAS = [
  'superUser',
  'orgAdminPerm',
  'licensingAdmin',
  'tagManager',
  'meetingAdmin',
  'contentManager',
  'schoolAdminA',
  'teacherA',
  'teacherB',
  'studentA',
  'parent',
  'child',
] as const;
export type Persona = (typeof PERSONAS)[number];

/** Two schools A and B, each with a licensing, and one user per persona. Passwords are not set. */
export async function buildWorld(t: TestApp): Promise<World> {
  const schoolA = await insert(t, organizations, { name: 'School A', country: 'gb', teachersLimit: 10, studentsLimit: 100 });
  const schoolB = await insert(t, organizations, { name: 'School B', country: 'fi' });
  const licenseId = await insert(t, licenses, { name: 'CCGL Test' });
  const future = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const licensingA = await insert(t, licensings, { organizationId: Number(schoolA), licenseId: Number(licenseId), state: 'trial', expiresAt: future });
  const licensingB = await insert(t, licensings, { organizationId: Number(schoolB), licenseId: Number(licenseId), state: 'subscribed', expiresAt: future });
  const admin = (email: string, permissions: string[]) => ({ email, firstName: 'Admin', role: 'admin', permissions });
  const specs: Record<Persona, Record<string, unknown>> = {
    superUser: admin('super@test.test', ['super_user']),
    orgAdminPerm: admin('orgadmin-perm@test.test', ['org_admin']),
    licensingAdmin: admin('licensing@test.test', ['licensing_admin']),
    tagManager: admin('tags@test.test', ['tag_manager']),
    meetingAdmin: admin('meetings@test.test', ['meeting_admin']),
    contentManager: admin('content@test.test', ['content_manager']),
    schoolAdminA: { email: 'lead-a@test.test', firstName: 'Lead', role: 'teacher', organizationAdmin: true, organizationId: Number(schoolA) },
    teacherA: { email: 'teacher-a@test.test', firstName: 'Tea', lastName: 'Cher', role: 'teacher', organizationId: Number(schoolA) },
    teacherB: { email: 'teacher-b@test.test', firstName: 'Bea', role: 'teacher', organizationId: Number(schoolB) },
    studentA: { firstName: 'Stu', role: 'student', organizationId: Number(schoolA) },
    parent: { email: 'parent@test.test', firstName: 'Pa', role: 'parent' },
    child: { username: 'kid', firstName: 'Kid', role: 'home_student' },
  };
  const ids = {} as Record<Persona, string>;
  const tokens = {} as Record<Persona, string>;
  for (const persona of PERSONAS) {
    const values = persona === 'child' ? { ...specs.child, parentId: Number(ids.parent) } : specs[persona];
    ids[persona] = await insert(t, users, values);
    tokens[persona] = (await t.app.tokens.sign(ids[persona])).jwt;
  }
  return { schoolA, schoolB, licenseId, licensingA, licensingB, ids, tokens };
}

/** The consent boxes a sign-up ticks (server/routes/signUp.ts): a teacher's include the free-trial terms. */
export function signUpConsents(role: unknown): Record<string, boolean> {
  return { terms_of_service: true, privacy_policy: true, ...(role === 'teacher' ? { free_trial_terms: true } : {}) };
}

export function body(type: string, attributes: Record<string, unknown>, relationships?: Record<string, unknown>, id?: string): unknown {
  return { data: { type, ...(id ? { id } : {}), attributes, ...(relationships ? { relationships } : {}) } };
}
