/**
 * Self-service accounts of the registration app (seed sections 2.3, 5 and 7):
 *
 * | Method | Path           | Body (attributes)                                                    | Result                |
 * |--------|----------------|----------------------------------------------------------------------|-----------------------|
 * | POST   | /users/sign_up | first_name, last_name?, email, password, password_confirmation,      | 201 the users record  |
 * |        |                | terms_of_service, privacy_policy (both true), free_trial_terms (true |                       |
 * |        |                | for a teacher), role (teacher or parent), job_role?, source?,        |                       |
 * |        |                | invite_token? (ignored here)                                         |                       |
 *
 * Public and throttled per client address. A teacher signs up with a school address (consumer
 * domains → 422 emailSchoolInvalid); a used address → 422 code 804. The new account gets a
 * confirmation email (./confirmEmail.ts). The organisation steps are ./signUpOrganizations.ts.
 */
import type { FastifyInstance } from 'fastify';
import { eq, or, sql } from 'drizzle-orm';
import { users } from '../../resources';
import { appliesToRecord, boolean, defineAction, email as emailField, enumOf, text, type ResourceDef } from '../../resources/kit';
import { isConsumerEmail, normaliseEmail } from '../../domain/signUp';
import { attemptThrottle } from '../auth/attemptThrottle';
import { hashPassword } from '../auth/passwords';
import { loadViewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { translateDbError } from '../jsonapi/dbErrors';
import { ApiError, errorObject, type ErrorObject } from '../jsonapi/errors';
import { validatePayload, type Payload } from '../jsonapi/payload';
import { checkAction } from '../jsonapi/actionBody';
import { parseReadQuery, type RawQuery } from '../jsonapi/query';
import { showDocument } from '../jsonapi/routes';
import { mailConfirmationLink } from './confirmEmail';
import { mailLocale, requestedLocale } from '../mail/language';
import type { MailLocale } from '../../i18n/mail';
import { isShellLocale } from '../../i18n/detectLocale';
import { registerSignUpOrganizationRoutes } from './signUpOrganizations';
import { ADDRESS_LIMITS } from '../limits/addressLimits';

const def: ResourceDef = users;
const SIGN_UP_ROLES = ['teacher', 'parent'] as const;
const DEFAULT_SOURCE = 'registration_app';

/**
 * The boxes a sign-up must tick (seed section 5: "Terms, privacy policy and free-trial terms must
 * be ticked"), by role: a parent's account starts no trial, so has no trial terms to accept.
 */
const CONSENTS: Record<(typeof SIGN_UP_ROLES)[number], readonly string[]> = {
  teacher: ['terms_of_service', 'privacy_policy', 'free_trial_terms'],
  parent: ['terms_of_service', 'privacy_policy'],
};
const user = users.attributes;
/**
 * What a sign-up sends: a users record's fields (checked here and again by the users schema,
 * below) and the sign-up's own (role, confirmation, consent, an invitation's token). The consent
 * boxes and the confirmation are declared required, as integrators read it, but their own rules
 * (signUpErrors, OWN_RULES) check them, with their own messages.
 */
const SIGN_UP_BODY = defineAction({
  type: 'users',
  attributes: {
    firstName: user.firstName,
    lastName: user.lastName,
    email: emailField({ required: true }),
    password: { ...user.password, required: true },
    passwordConfirmation: text({ required: true }),
    role: enumOf(SIGN_UP_ROLES, { required: true }),
    jobRole: user.jobRole,
    source: user.source,
    termsOfService: boolean({ required: true }),
    privacyPolicy: boolean({ required: true }),
    // Required (true) of a teacher only: signUpErrors asks for it by role.
    freeTrialTerms: boolean(),
    inviteToken: text(),
  },
});
const pointer = (wire: string): string => `/data/attributes/${wire}`;
/** The fields whose rules are sign-up's own (signUpErrors): the declaration's checks of them are left out. */
const OWN_RULES = new Set(['password_confirmation', ...CONSENTS.teacher].map(pointer));
/** Wire name → users field, for the declared attributes that are a users record's. */
const FIELDS = new Map(Object.entries(SIGN_UP_BODY.wire).flatMap(([name, wire]) => (name in def.attributes ? [[wire, name] as const] : [])));
/** The declared attributes that are the sign-up's own (confirmation, invitation token). */
const OWN = new Set(Object.values(SIGN_UP_BODY.wire).flatMap((wire) => (FIELDS.has(wire) ? [] : [wire])));

function readSignUp(attributes: Record<string, unknown>): Payload {
  const payload: Payload = { values: {}, sent: new Set(), pointers: new Map() };
  for (const [wire, value] of Object.entries(attributes)) {
    const name = FIELDS.get(wire);
    if (!name) {
      if (OWN.has(wire)) continue;
      throw ApiError.of({ status: 400, identifier: 'badRequest', detail: `${wire} cannot be set at sign-up`, pointer: pointer(wire) });
    }
    payload.values[name] = value;
    payload.sent.add(name);
    payload.pointers.set(name, pointer(wire));
  }
  if (attributes.password_confirmation !== undefined) payload.values.passwordConfirmation = attributes.password_confirmation;
  return payload;
}

/** The rules of sign-up beyond its declaration and the users definition: school address, confirmation sent, consent by role. */
function signUpErrors(attributes: Record<string, unknown>): ErrorObject[] {
  const errors: ErrorObject[] = [];
  const fail = (identifier: string, wire: string): void => {
    errors.push(errorObject({ status: 422, identifier, pointer: pointer(wire) }));
  };
  const { email, role, password } = attributes;
  if (role === 'teacher' && typeof email === 'string' && isConsumerEmail(email)) fail('emailSchoolInvalid', 'email');
  if (password != null && attributes.password_confirmation === undefined) fail('passwordMismatch', 'password_confirmation');
  const consents = typeof role === 'string' && role in CONSENTS ? CONSENTS[role as keyof typeof CONSENTS] : ['terms_of_service', 'privacy_policy'];
  for (const consent of consents) if (attributes[consent] !== true) fail('consentRequired', consent);
  // What a role's record does not hold is refused, as on any write (users' appliesTo): a parent's trial terms.
  for (const [wire, name] of FIELDS) {
    const value = attributes[wire];
    if (value === undefined || value === null || value === false || !(name in def.appliesTo)) continue;
    if (!appliesToRecord(def.appliesTo, name, { role })) fail('fieldNotApplicable', wire);
  }
  return errors;
}

/** Errors of later checks on a field an earlier check already refused are left out: one error a field. */
function firstPerField(...lists: ErrorObject[][]): ErrorObject[] {
  const taken = new Set<string | undefined>();
  return lists.flat().filter((e) => !taken.has(e.source?.pointer) && taken.add(e.source?.pointer));
}

/** Every sign-up rule at once, so the form can show all its errors together. */
async function validateSignUp(body: unknown): Promise<{ payload: Payload; values: Record<string, unknown> }> {
  const { attributes, errors: declared } = checkAction(SIGN_UP_BODY, body);
  const payload = readSignUp(attributes);
  let values: Record<string, unknown> = {};
  let schema: ErrorObject[] = [];
  try {
    values = await validatePayload(def, payload, 'create');
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 422) throw err;
    schema = err.errors;
  }
  const errors = firstPerField(
    declared.filter((e) => !OWN_RULES.has(e.source?.pointer ?? '')),
    signUpErrors(attributes),
    schema,
  );
  if (errors.length > 0) throw new ApiError(422, errors);
  return { payload, values };
}

async function assertAddressFree(db: Db, email: string): Promise<void> {
  const u = tableOf(def).columns;
  const rows = await db
    .select({ id: u.id! })
    .from(tableOf(def).table)
    .where(or(eq(sql`lower(${u.email!})`, email), eq(sql`lower(${u.username!})`, email)))
    .limit(1);
  if (rows.length > 0) throw ApiError.of({ status: 422, identifier: 'userExist', pointer: pointer('email') });
}

/**
 * Creates the account and its confirmation link in one transaction; returns the new id. The
 * language the person signs up in (`requested`, from the request) is kept as their language, so
 * the mails no request causes (reminders, a colleague's invitation) come in it too.
 */
async function createAccount(db: Db, payload: Payload, values: Record<string, unknown>, origin: string, log: (line: string) => void, requested: MailLocale | undefined): Promise<string> {
  const email = normaliseEmail(String(values.email));
  await assertAddressFree(db, email);
  const digest = await hashPassword(String(values.password));
  return translateDbError(def, payload, () =>
    db.transaction(async (tx) => {
      const t: Db = tx;
      const { table, columns } = tableOf(def);
      const row = {
        firstName: values.firstName,
        lastName: values.lastName ?? null,
        email,
        password: digest,
        role: values.role,
        jobRole: values.jobRole ?? null,
        source: values.source ?? DEFAULT_SOURCE,
        termsOfService: true,
        privacyPolicy: true,
        // Not a parent's to accept (their account starts no trial): left empty, like a teacher's age.
        freeTrialTerms: values.role === 'teacher' ? true : null,
        ...(requested ? { languages: [requested] } : {}),
        // The console starts in it too, where the console speaks it.
        ...(requested && isShellLocale(requested) ? { locale: requested } : {}),
      };
      const [inserted] = (await t.insert(table).values(row).returning({ id: columns.id! })) as { id: number }[];
      const id = String(inserted!.id);
      await mailConfirmationLink(t, { id, email }, origin, log, mailLocale(requested));
      return id;
    }),
  );
}

export function registerSignUpRoutes(app: FastifyInstance): void {
  const throttle = attemptThrottle(app.limitStore, 'sign_up', ADDRESS_LIMITS.signUps);
  const origin = app.publicOrigin;

  app.post('/users/sign_up', { config: { public: true, doc: { tag: 'sign-in', summary: 'Creates an account (a teacher with an organisation address, a parent with any) and mails its confirmation', status: 201, body: SIGN_UP_BODY } } }, async (req, reply) => {
    const keys = [`sign_up:${req.ip}`];
    await throttle.assertOpen(keys);
    await throttle.fail(keys);
    const { payload, values } = await validateSignUp(req.body);
    const id = await createAccount(app.db, payload, values, origin, (line) => req.log.info(line), requestedLocale(req.headers));
    const viewer = await loadViewer(app.db, id);
    if (!viewer) throw new Error('the new account vanished');
    const doc = await showDocument({ db: app.db, viewer, apiBase: app.publicApiUrl }, def, id, parseReadQuery(def, req.query as RawQuery));
    return reply.code(201).header('location', `${app.apiBase}/users/${id}`).send(doc);
  });

  registerSignUpOrganizationRoutes(app);
}
