/**
 * A webinar booking by its join link (seed 2.4 and 7, issue 13). The link's token is signed, not
 * stored (server/auth/linkSigner.ts), so the reminders can mail it again.
 *   GET  /meeting_attendees/{token}               (public) the booking, ?include=meeting,meeting.default_host,occurrence,occurrence.host
 *   GET  /meeting_attendees/{token}/calendar.ics  (public) its calendar entry
 *   POST /meeting_attendees/{token}/access        the attendee: marks attended, answers meta.meeting_link
 *   POST /meeting_attendees/{token}/cancel        the attendee: cancelled, mails the cancellation
 *   POST /meeting_attendees/{token}/reschedule    the attendee: {relationships.occurrence} → 201 the new booking, meta.attendee_token
 *   GET  /meetings/{meetingId}/attendees/{id}/calendar.ics  the booker or a meeting admin, by id (the booking page)
 * The actions also need the attendee's own sign-in (or a meeting admin's): the join pages are
 * signed-in pages (seed 2.1), and a forwarded mail must not let someone else spend the booking.
 * The time rules are domain/webinars.ts, the same the pages follow. Wrong tokens are throttled
 * per client address like the invite routes'.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, desc, eq, gt } from 'drizzle-orm';
import { attemptThrottle } from '../auth/attemptThrottle';
import { requireViewer } from '../auth/authenticate';
import { emailOfUser, type Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { ApiError, forbidden, notFound } from '../jsonapi/errors';
import { parseId } from '../jsonapi/recordId';
import { grantsFor } from '../../resources/kit/access';
import { meeting_attendees } from '../../resources';
import { requestedLocale } from '../mail/language';
import { sendMail } from '../mail/mailer';
import { normaliseEmail } from '../../domain/signUp';
import { ACCESS_OPENS_MINUTES_BEFORE, joinLinkExpired, joinPhase, selfMoveRefusal, type AttendanceStatus } from '../../domain/webinars';
import { bookingFacts, type BookingFacts } from '../webinars/bookingFacts';
import { ATTENDEE_LINK_PURPOSE, attendeeToken, bookingCalendar, bookingLocale, bookingMail, type BookingLinks } from '../webinars/bookingMails';
import { attendeeDocument, parseAttendeeInclude, scheduledBookingsOf } from '../webinars/attendeeDocument';
import { CALENDAR_CONTENT_TYPE, CALENDAR_FILE_NAME } from '../webinars/calendarFile';
import { RESCHEDULE_BODY, rescheduleBooking } from '../webinars/reschedule';

/** Unknown tokens presented per client address and minute (as the invite routes). */
const TOKEN_MISSES_PER_MINUTE = 30;
const STATUS_POINTER = '/data/attributes/attendance_status';
const attendees = tableOf(meeting_attendees);

type TokenRequest = FastifyRequest<{ Params: { token: string }; Querystring: Record<string, unknown> }>;

/** Meeting admins act on anyone's booking; anyone else only on their own (by account, or by email for an invitee's). */
async function assertOwnBooking(db: Db, viewer: Viewer, facts: BookingFacts): Promise<void> {
  if (grantsFor(meeting_attendees.access.update, viewer).some((g) => g !== 'self')) return;
  if (facts.userId !== null ? String(facts.userId) === viewer.id : await sameEmail(db, viewer, facts.email)) return;
  throw forbidden();
}

async function sameEmail(db: Db, viewer: Viewer, email: string): Promise<boolean> {
  return (await emailOfUser(db, viewer.id)) === normaliseEmail(email);
}

/** The newest booking of the same calendar entry: where a rescheduled booking went. */
async function successorOf(db: Db, facts: BookingFacts): Promise<number | null> {
  const id = attendees.columns.id!;
  const [row] = (await db
    .select({ id })
    .from(attendees.table)
    .where(and(eq(attendees.columns.calendarUid!, facts.calendarUid), gt(id, facts.id)))
    .orderBy(desc(id))
    .limit(1)) as { id: number }[];
  return row?.id ?? null;
}

/** Attending again (a second device, a dropped call) is fine while the session is open. */
function accessRefusal(booking: BookingFacts, now: Date): string | null {
  if (!booking.session) return 'attendanceTransition';
  // A spent booking (rescheduled, cancelled) says so before any word about the time.
  if (booking.status !== 'attended' && selfMoveRefusal(booking.status, 'attended', booking.session, now) === 'attendanceTransition') return 'attendanceTransition';
  return joinPhase(booking.session, now) === 'open' ? null : 'accessNotOpen';
}

function refuse(identifier: string): never {
  throw ApiError.of({ status: 422, identifier, pointer: STATUS_POINTER, values: { minutes: ACCESS_OPENS_MINUTES_BEFORE } });
}

export function registerAttendeeLinkRoutes(app: FastifyInstance): void {
  const links = (): BookingLinks => ({ origin: app.publicOrigin, signer: app.linkSigner });
  const misses = attemptThrottle(app.limitStore, 'attendee_token', TOKEN_MISSES_PER_MINUTE);

  /** The booking the token names, or 404 (counted per address); 410 once the link has expired. */
  const bookingOf = async (req: TokenRequest, db: Db = app.db, forUpdate = false): Promise<BookingFacts> => {
    const keys = [`attendee_token:${req.ip}`];
    await misses.assertOpen(keys);
    const id = app.linkSigner.verify(ATTENDEE_LINK_PURPOSE, req.params.token);
    const facts = id === null ? undefined : await bookingFacts(db, id, forUpdate);
    if (!facts) {
      await misses.fail(keys);
      throw notFound();
    }
    if (facts.session && joinLinkExpired(facts.session, app.now())) throw ApiError.of({ status: 410, identifier: 'linkExpired' });
    return facts;
  };

  const documentOf = async (req: TokenRequest, facts: BookingFacts, meta: Record<string, unknown> = {}, token = req.params.token): Promise<unknown> => {
    // A rescheduled booking's page leads to the booking that replaced it: same person, same calendar entry.
    const successor = facts.status === 'rescheduled' ? await successorOf(app.db, facts) : null;
    return attendeeDocument(app.db, facts, {
      include: parseAttendeeInclude(req.query.include),
      now: app.now(),
      scheduledBookings: await scheduledBookingsOf(app.db, facts),
      calendarUrl: `${app.publicApiUrl}/meeting_attendees/${token}/calendar.ics`,
      meta: { ...meta, ...(successor !== null ? { current_attendee_token: attendeeToken(links(), successor) } : {}) },
    });
  };

  /** Runs a move of the booking in one transaction, its row locked; answers the booking after it. */
  const move = async (req: TokenRequest, act: (db: Db, facts: BookingFacts, viewer: Viewer) => Promise<void>): Promise<BookingFacts> => {
    const viewer = requireViewer(req);
    const id = await app.db.transaction(async (tx) => {
      const db: Db = tx;
      const facts = await bookingOf(req, db, true);
      await assertOwnBooking(db, viewer, facts);
      await act(db, facts, viewer);
      return facts.id;
    });
    return (await bookingFacts(app.db, id))!;
  };

  const setStatus = (db: Db, facts: BookingFacts, to: AttendanceStatus): Promise<unknown> =>
    db.update(attendees.table).set({ attendanceStatus: to }).where(eq(attendees.columns.id!, facts.id));

  app.get('/meeting_attendees/:token', { config: { public: true, doc: { tag: 'meeting_attendees', summary: "A webinar booking read by the signed join link mailed to its attendee" } } }, async (req: TokenRequest) => documentOf(req, await bookingOf(req)));

  app.get('/meeting_attendees/:token/calendar.ics', { config: { public: true, download: true, doc: { tag: 'meeting_attendees', summary: "A booking's calendar entry, by its signed link", produces: 'text/calendar' } } }, async (req: TokenRequest, reply) => {
    const facts = await bookingOf(req);
    return sendCalendar(reply, bookingCalendar(facts, links(), bookingLocale(facts, requestedLocale(req.headers))));
  });

  app.post('/meeting_attendees/:token/access', { config: { doc: { tag: 'meeting_attendees', summary: 'Records that the attendee opened the webinar (attended), by the signed link', body: 'none' } } }, async (req: TokenRequest) => {
    const facts = await move(req, async (db, booking) => {
      const refusal = accessRefusal(booking, app.now());
      if (refusal) refuse(refusal);
      if (booking.status !== 'attended') await setStatus(db, booking, 'attended');
    });
    return documentOf(req, facts, { meeting_link: facts.zoomLink });
  });

  app.post('/meeting_attendees/:token/cancel', { config: { doc: { tag: 'meeting_attendees', summary: 'Cancels a booking by its signed link', body: 'none' } } }, async (req: TokenRequest) => {
    const facts = await move(req, async (db, booking) => {
      // Cancelling twice (a second click) changes and mails nothing more.
      if (booking.status === 'cancelled') return;
      const refusal = booking.session ? selfMoveRefusal(booking.status, 'cancelled', booking.session, app.now()) : 'attendanceTransition';
      if (refusal) refuse(refusal);
      await setStatus(db, booking, 'cancelled');
      await sendMail(db, bookingMail('webinarCancelled', { ...booking, status: 'cancelled' }, links(), bookingLocale(booking, requestedLocale(req.headers))));
    });
    return documentOf(req, facts);
  });

  app.post('/meeting_attendees/:token/reschedule', { config: { doc: { tag: 'meeting_attendees', summary: 'Moves a booking to another session by its signed link', status: 201, body: RESCHEDULE_BODY } } }, async (req: TokenRequest, reply) => {
    let newId = 0;
    await move(req, async (db, booking) => {
      newId = await rescheduleBooking(db, booking, req.body, app.now());
      const created = (await bookingFacts(db, newId))!;
      await sendMail(db, bookingMail('webinarBooked', created, links(), bookingLocale(created, requestedLocale(req.headers))));
    });
    const token = attendeeToken(links(), newId);
    const created = (await bookingFacts(app.db, newId))!;
    return reply.code(201).send(await documentOf(req, created, { attendee_token: token }, token));
  });

  app.get<{ Params: { meetingId: string; id: string } }>('/meetings/:meetingId/attendees/:id/calendar.ics', { config: { download: true, doc: { tag: 'meeting_attendees', summary: "A booking's calendar entry for the signed-in attendee", produces: 'text/calendar' } } }, async (req, reply) => {
    const viewer = requireViewer(req);
    const facts = await bookingFacts(app.db, parseId(req.params.id));
    if (!facts || facts.meetingId !== parseId(req.params.meetingId)) throw notFound();
    await assertOwnBooking(app.db, viewer, facts).catch(() => {
      // Someone else's booking is not theirs to know about.
      throw notFound();
    });
    return sendCalendar(reply, bookingCalendar(facts, links(), bookingLocale(facts, requestedLocale(req.headers))));
  });
}

function sendCalendar(reply: FastifyReply, content: string): FastifyReply {
  return reply.type(CALENDAR_CONTENT_TYPE).header('content-disposition', `attachment; filename="${CALENDAR_FILE_NAME}"`).send(content);
}
