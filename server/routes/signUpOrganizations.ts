/**
 * The organisation steps of the sign-up wizard (seed sections 2.3 and 7): find a school, create
 * one on a 14-day trial, or join one.
 *
 * | Method | Path                        | Body                                           | Result                        |
 * |--------|-----------------------------|------------------------------------------------|-------------------------------|
 * | POST   | /organizations/lookup       | organisations: country, name, city?, postal_code? (public) | 200 up to 10 schools, public fields only |
 * | POST   | /organizations/sign_up      | organizations: name, address1?, city?, postal_code?, latitude?, longitude?, country | 201 the new organisation |
 * | POST   | /organizations/{id}/join    | organizations: invite_token?                   | 200 the organisation          |
 *
 * Creating and joining are for a signed-in teacher without a school (else 409
 * alreadyInOrganization); the viewer's row is locked so two requests cannot both place them.
 * Who may join which school: schoolJoinRule.ts. A new school records its creator's email domain.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import { organizations, users } from '../../resources';
import { defineAction, text, type ResourceDef } from '../../resources/kit';
import { GENERIC_SIGN_UP_ORGANIZATION_NAME } from '../../domain/signUp';
import { attemptThrottle } from '../auth/attemptThrottle';
import { requireViewer } from '../auth/authenticate';
import { emailOfUser, loadViewer, type Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { assertSeatFree } from '../hooks/seats';
import { startSignUpTrial } from '../hooks/signUpLicensing';
import { translateDbError } from '../jsonapi/dbErrors';
import { ApiError, forbidden, notFound } from '../jsonapi/errors';
import { readPayload, validatePayload, type Payload } from '../jsonapi/payload';
import { readAction } from '../jsonapi/actionBody';
import { recordExists } from '../db/queries/records';
import { parseReadQuery, type RawQuery } from '../jsonapi/query';
import { showDocument } from '../jsonapi/routes';
import { assertMayJoin, emailDomain } from './schoolJoinRule';
import { parseId } from '../jsonapi/recordId';
import { ADDRESS_LIMITS } from '../limits/addressLimits';

const def: ResourceDef = organizations;
const LOOKUP_LIMIT = 10;
const LOOKUP_MIN_CHARS = 2;
/** What the teacher creating a school may say about it. */
const SIGN_UP_FIELDS = new Set(['name', 'address1', 'city', 'postalCode', 'latitude', 'longitude', 'country']);

const trimmed = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The school being looked for; the contract's spelling of the type is `organisations`, the resource's is taken too. */
const LOOKUP_BODY = defineAction({
  type: ['organisations', 'organizations'],
  attributes: { country: text({ required: true }), name: text(), city: text(), postalCode: text() },
});
/** Joining a school: an invitation's token when the teacher has one (schoolJoinRule.ts). */
const JOIN_BODY = defineAction({ type: 'organizations', attributesOptional: true, attributes: { inviteToken: text() } });

interface LookupRow {
  id: number;
  name: string;
  address1: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
}

const o = tableOf(def);
const u = tableOf(users);

/**
 * Schools of the country whose name contains the text: one of exactly that name first (the school
 * step looks for a school typed again), then those in the typed city.
 */
async function lookup(db: Db, body: unknown): Promise<LookupRow[]> {
  const attributes = readAction(LOOKUP_BODY, body).values;
  const name = trimmed(attributes.name);
  const country = attributes.country.trim().toLowerCase();
  if (name.length < LOOKUP_MIN_CHARS) return [];
  const pattern = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const c = o.columns;
  return (await db
    .select({ id: c.id!, name: c.name!, address1: c.address1!, city: c.city!, postalCode: c.postalCode!, country: c.country! })
    .from(o.table)
    .where(and(eq(sql`lower(${c.country!})`, country), ilike(c.name!, pattern), ne(c.name!, GENERIC_SIGN_UP_ORGANIZATION_NAME)))
    .orderBy(
      sql`(lower(${c.name!}) = ${name.toLowerCase()}) desc`,
      sql`(lower(${c.city!}) = ${trimmed(attributes.city).toLowerCase()}) desc nulls last`,
      asc(c.name!),
      asc(c.id!),
    )
    .limit(LOOKUP_LIMIT)) as LookupRow[];
}

/** 409 when the viewer already belongs to a school, 403 unless they are a teacher. */
function assertWithoutSchool(viewer: Viewer): void {
  if (viewer.organizationId !== null) throw ApiError.of({ status: 409, identifier: 'alreadyInOrganization' });
  if (viewer.role !== 'teacher') throw forbidden();
}

/** Locks the viewer's row and re-checks, so a concurrent request cannot place them twice. */
async function lockWithoutSchool(db: Db, viewerId: string): Promise<void> {
  const [row] = (await db
    .select({ organizationId: u.columns.organizationId! })
    .from(u.table)
    .where(eq(u.columns.id!, Number(viewerId)))
    .for('update')) as { organizationId: number | null }[];
  if (row?.organizationId != null) throw ApiError.of({ status: 409, identifier: 'alreadyInOrganization' });
}

/** The viewer becomes a teacher of the school, its organisation admin when they created it. */
async function placeInSchool(db: Db, viewerId: string, organizationId: number, organizationAdmin: boolean): Promise<void> {
  await db
    .update(u.table)
    .set({ organizationId, organizationAdmin, updatedAt: sql`now()` })
    .where(eq(u.columns.id!, Number(viewerId)));
}

async function readNewSchool(body: unknown): Promise<{ payload: Payload; values: Record<string, unknown> }> {
  const payload = readPayload(def, body);
  for (const name of payload.sent) if (!SIGN_UP_FIELDS.has(name)) throw forbidden(payload.pointers.get(name));
  const values = await validatePayload(def, payload, 'create');
  return { payload, values };
}

async function createSchool(db: Db, viewer: Viewer, payload: Payload, values: Record<string, unknown>): Promise<string> {
  return translateDbError(def, payload, () =>
    db.transaction(async (tx) => {
      const t: Db = tx;
      await lockWithoutSchool(t, viewer.id);
      const row = {
        ...Object.fromEntries([...SIGN_UP_FIELDS].map((k) => [k, values[k] ?? null])),
        country: trimmed(values.country).toLowerCase() || null,
        isSignUpOrg: true,
        domain: emailDomain(await emailOfUser(t, viewer.id)) || null,
      };
      const [inserted] = (await t.insert(o.table).values(row).returning({ id: o.columns.id! })) as { id: number }[];
      const id = inserted!.id;
      await startSignUpTrial(t, viewer.id, id);
      await placeInSchool(t, viewer.id, id, true);
      return String(id);
    }),
  );
}

/** The join body's invitation token, if any. */
function readJoin(body: unknown, id: string): string | undefined {
  return readAction(JOIN_BODY, body, id).values.inviteToken ?? undefined;
}

async function joinSchool(db: Db, viewer: Viewer, id: string, inviteToken: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const t: Db = tx;
    await lockWithoutSchool(t, viewer.id);
    if (!(await recordExists(t, def, { id: parseId(id) }))) throw notFound();
    await assertMayJoin(t, viewer.id, id, inviteToken);
    await assertSeatFree(t, id, 'teacher');
    await placeInSchool(t, viewer.id, parseId(id), false);
  });
}

/** The organisation as the viewer now sees it (they have just joined it). */
async function schoolDocument(app: FastifyInstance, viewerId: string, id: string, query: unknown): Promise<unknown> {
  const viewer = await loadViewer(app.db, viewerId);
  if (!viewer) throw notFound();
  return showDocument({ db: app.db, viewer, apiBase: app.publicApiUrl }, def, id, parseReadQuery(def, query as RawQuery));
}

export function registerSignUpOrganizationRoutes(app: FastifyInstance): void {
  const throttle = attemptThrottle(app.limitStore, 'org_lookup', ADDRESS_LIMITS.schoolLookups);

  app.post('/organizations/lookup', { config: { public: true, doc: { tag: 'organizations', summary: 'Finds schools by name and place, for a teacher signing up to join one', body: LOOKUP_BODY } } }, async (req) => {
    const keys = [`org_lookup:${req.ip}`];
    await throttle.assertOpen(keys);
    await throttle.fail(keys);
    const rows = await lookup(app.db, req.body);
    return {
      data: rows.map((r) => ({
        type: 'organizations',
        id: String(r.id),
        attributes: { name: r.name, address1: r.address1, city: r.city, postal_code: r.postalCode, country: r.country },
      })),
    };
  });

  app.post('/organizations/sign_up', { config: { doc: { tag: 'organizations', summary: "Registers the signed-in teacher's school, with them as its organisation admin", status: 201 } } }, async (req, reply) => {
    const viewer = requireViewer(req);
    assertWithoutSchool(viewer);
    const { payload, values } = await readNewSchool(req.body);
    const id = await createSchool(app.db, viewer, payload, values);
    const doc = await schoolDocument(app, viewer.id, id, req.query);
    return reply.code(201).header('location', `${app.apiBase}/organizations/${id}`).send(doc);
  });

  app.post<{ Params: { id: string } }>('/organizations/:id/join', { config: { doc: { tag: 'organizations', summary: 'The signed-in teacher joins a school (within its teacher limit and join rule)', body: JOIN_BODY } } }, async (req) => {
    const viewer = requireViewer(req);
    parseId(req.params.id); // an id that names no school answers 404 before the body is read
    const inviteToken = readJoin(req.body, req.params.id);
    assertWithoutSchool(viewer);
    await joinSchool(app.db, viewer, req.params.id, inviteToken);
    return schoolDocument(app, viewer.id, req.params.id, req.query);
  });
}
