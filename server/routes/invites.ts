/**
 * Meeting (webinar) invites (seed 2.3 "invites", 2.4 "Invite", 7), JSON:API type meetingInvites:
 *   POST  /meetings/{meetingId}/invites        (teacher or admin) {email, relationships} → 201, mails the link
 *   GET   /meeting_invites/{token}             (public) → the invite (`used` once accepted by someone with an account), ?include=meeting,invited_by,organization,occurrence
 *   PATCH /meetings/{meetingId}/invites/{id}   (public, proves itself with the token) {token, status:'accepted'} → 200
 * Not a kit resource: the generated routes would take GET /meeting_invites/{id} (this path takes
 * a token) and the nested POST/PATCH, whose rules (inviter is always the viewer, a mailed secret,
 * accepting records an attendee) are not CRUD. Accepted invites show up as meeting attendees
 * (attendance_status 'converted'), which meeting admins already list in the console. Wrong
 * tokens on the public routes are throttled per client address.
 */
import { newSecretToken, tokenDigest } from '../auth/secretTokens';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { attemptThrottle } from '../auth/attemptThrottle';
import { requireViewer } from '../auth/authenticate';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { meetingInvites } from '../db/extraTables';
import { parseId } from '../jsonapi/recordId';
import { recordExists } from '../db/queries/records';
import { meeting_attendees, meeting_occurrences, meetings, organizations, users } from '../../resources';
import { ApiError, forbidden, notFound } from '../jsonapi/errors';
import { readAction } from '../jsonapi/actionBody';
import { defineAction, email as emailField, enumOf, text } from '../../resources/kit';
import { sendMail } from '../mail/mailer';
import { mailLocale, requestedLocale } from '../mail/language';
import { mailText, type MailLocale } from '../../i18n/mail';
import { INVITE_COLUMNS, inviteDocument, inviteeAccount, parseInviteInclude, type InviteRow } from './inviteDocument';

/** Whom to invite; the meeting (the URL's), a session of it and the organisation are optional. */
const INVITE_BODY = defineAction({
  type: 'meetingInvites',
  attributes: { email: emailField({ required: true }) },
  relationships: { meeting: 'meetings', occurrence: 'meetingOccurrences', organization: 'organizations' },
});
/** Accepting: the mailed token proves the invitee; `accepted` is the one status a client sets. */
const ACCEPT_BODY = defineAction({ type: 'meetingInvites', attributes: { token: text(), status: enumOf(['accepted'], { required: true }) } });
/** The longest address mail servers take (RFC 5321). */
const EMAIL_MAX = 254;

async function createInvite(db: Db, meetingId: number, body: unknown, viewer: ReturnType<typeof requireViewer>) {
  const { values, links } = readAction(INVITE_BODY, body);
  const { email } = values;
  if (email.length > EMAIL_MAX) throw ApiError.of({ status: 422, identifier: 'emailInvalid', pointer: '/data/attributes/email' });
  const linkedId = (name: string): number | null => (links[name] == null ? null : Number(links[name]));
  const bodyMeeting = linkedId('meeting');
  if (bodyMeeting !== null && bodyMeeting !== meetingId) throw ApiError.of({ status: 409, identifier: 'conflict', pointer: '/data/relationships/meeting' });
  if (!(await recordExists(db, meetings, { id: meetingId }))) throw notFound();
  const occurrenceId = linkedId('occurrence');
  if (occurrenceId !== null) {
    if (!(await recordExists(db, meeting_occurrences, { id: occurrenceId, meetingId })))
      throw ApiError.of({ status: 422, identifier: 'badRequest', detail: 'occurrence must be a session of this meeting', pointer: '/data/relationships/occurrence' });
  }
  // A teacher invites on behalf of their own school; an admin may name any organisation.
  const own = viewer.organizationId === null ? null : Number(viewer.organizationId);
  const named = linkedId('organization');
  if (named !== null && named !== own && viewer.role !== 'admin') throw forbidden('/data/relationships/organization');
  const organizationId = named ?? own;
  if (organizationId !== null && named !== null) {
    if (!(await recordExists(db, organizations, { id: organizationId })))
      throw ApiError.of({ status: 422, identifier: 'badRequest', detail: 'organization does not exist', pointer: '/data/relationships/organization' });
  }
  // Only the SHA-256 is stored (see migration 0011); the token itself lives in the invitee's mailbox.
  const token = newSecretToken();
  // invited_by is the viewer whatever the body says: nobody sends invites in someone else's name.
  const [row] = await db
    .insert(meetingInvites)
    .values({ email, tokenHash: tokenDigest(token), meetingId, occurrenceId, invitedById: Number(viewer.id), organizationId })
    .returning(INVITE_COLUMNS);
  return { row: row!, token };
}

/** In the inviter's language (their request's user locale): colleagues at one school share it. */
async function mailInvite(app: FastifyInstance, row: InviteRow, token: string, origin: string, log: (line: string) => void, locale: MailLocale): Promise<void> {
  const m = tableOf(meetings);
  const u = tableOf(users);
  const [facts] = (await app.db
    .select({ meeting: m.columns.name!, firstName: u.columns.firstName!, lastName: u.columns.lastName! })
    .from(m.table)
    .leftJoin(u.table, eq(u.columns.id!, row.invitedById))
    .where(eq(m.columns.id!, row.meetingId))) as { meeting: string; firstName: string | null; lastName: string | null }[];
  // Names are typed by users: no line breaks into a mail header.
  const inviter = [facts?.firstName, facts?.lastName].filter(Boolean).join(' ').replace(/[\r\n]+/g, ' ') || 'A colleague';
  const link = `${origin}/sign-up/invite/${token}`;
  await sendMail(app.db, { to: row.email, ...mailText(locale, 'invite', { inviter, meeting: facts?.meeting ?? '', link }) }, log);
}

/** Each invite mails a stranger: enough for a staff room, not for a mailing list. */
const INVITES_PER_MINUTE = 30;
/** Unknown tokens presented to the public routes per client address and minute (not shown in the seed). */
const TOKEN_MISSES_PER_MINUTE = 30;

export function registerInviteRoutes(app: FastifyInstance): void {
  const origin = app.publicOrigin;
  const throttle = attemptThrottle(app.limitStore, 'invites', INVITES_PER_MINUTE);
  const misses = attemptThrottle(app.limitStore, 'invite_token', TOKEN_MISSES_PER_MINUTE);
  /** The public routes prove themselves with a token: wrong guesses count per client address. */
  const guarded = async <T>(ip: string, find: () => Promise<T | undefined>): Promise<T> => {
    const keys = [`invite_token:${ip}`];
    await misses.assertOpen(keys);
    const found = await find();
    if (found === undefined) {
      await misses.fail(keys);
      throw notFound();
    }
    return found;
  };

  app.post<{ Params: { meetingId: string } }>('/meetings/:meetingId/invites', { config: { doc: { tag: 'meetings', summary: 'Invites people to a webinar by email', status: 201, body: INVITE_BODY } } }, async (req, reply) => {
    const viewer = requireViewer(req);
    if (viewer.role !== 'teacher' && viewer.role !== 'admin') throw forbidden();
    const meetingId = parseId(req.params.meetingId);
    const keys = [`invites:${viewer.id}`];
    await throttle.assertOpen(keys);
    const { row, token } = await createInvite(app.db, meetingId, req.body, viewer);
    await mailInvite(app, row, token, origin, (line) => req.log.info(line), mailLocale(requestedLocale(req.headers)));
    await throttle.fail(keys);
    // The token is not echoed: only the invitee's mailbox gets it.
    return reply.code(201).send(await inviteDocument(app.db, row, new Set()));
  });

  app.get<{ Params: { token: string }; Querystring: Record<string, unknown> }>('/meeting_invites/:token', { config: { public: true, doc: { tag: 'meetings', summary: 'A webinar invitation read by its mailed token', query: [{ name: 'include', description: 'Related records to include.' }] } } }, async (req) => {
    const include = parseInviteInclude(req.query.include);
    const row = await guarded(req.ip, async () => {
      const [found] = await app.db.select(INVITE_COLUMNS).from(meetingInvites).where(eq(meetingInvites.tokenHash, tokenDigest(req.params.token)));
      return found;
    });
    return inviteDocument(app.db, row, include, req.params.token);
  });

  app.patch<{ Params: { meetingId: string; id: string }; Querystring: Record<string, unknown> }>('/meetings/:meetingId/invites/:id', { config: { public: true, doc: { tag: 'meetings', summary: 'Accepts an invitation (by its token)', body: ACCEPT_BODY, query: [{ name: 'include', description: 'Related records to include.' }] } } }, async (req) => {
    // Ids that name no invite are a 404 whatever the body says.
    const meetingId = parseId(req.params.meetingId);
    const id = parseId(req.params.id);
    const include = parseInviteInclude(req.query.include);
    const token = readAction(ACCEPT_BODY, req.body, req.params.id).values.token;
    if (!token) throw notFound();
    const row = await guarded(req.ip, () => app.db.transaction(async (tx) => acceptInvite(tx, meetingId, id, token)));
    return inviteDocument(app.db, row, include, token);
  });
}

/** Accepts once: the attendee is recorded on the first call; later calls just answer. */
async function acceptInvite(db: Db, meetingId: number, id: number, token: string): Promise<InviteRow | undefined> {
  const i = meetingInvites;
  const [row] = await db
    .select(INVITE_COLUMNS)
    .from(i)
    .where(and(eq(i.id, id), eq(i.meetingId, meetingId), eq(i.tokenHash, tokenDigest(token))))
    .for('update');
  if (!row || row.status === 'accepted') return row;
  const user = await inviteeAccount(db, row.email);
  const a = tableOf(meeting_attendees);
  const [attendee] = (await db
    .insert(a.table)
    .values({ attendanceStatus: 'converted', email: row.email, firstName: user?.firstName ?? null, lastName: user?.lastName ?? null, meetingId, occurrenceId: row.occurrenceId, userId: user?.id ?? null })
    .returning({ id: a.columns.id! })) as { id: number }[];
  await db.update(i).set({ status: 'accepted', acceptedAt: sql`now()`, attendeeId: attendee!.id }).where(eq(i.id, id));
  return { ...row, status: 'accepted' };
}

