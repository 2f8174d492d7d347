/**
 * GET /mailbox — outside production, the outbox as a page, newest first, so a person testing
 * the product can follow the links it mails (password resets, invites) and open the files it
 * attaches (GET /mailbox/{id}/attachments/{n}: a booking's calendar entry). With SMTP_URL set, each
 * mail also says how its delivery went (delivery.ts).
 */
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/extraTables';
import { MAIL_MAX_ATTEMPTS } from './delivery';

const MAILBOX_SIZE = 50;

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Escaped text with its http(s) links made clickable. */
const withLinks = (text: string): string => escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

type OutboxRow = typeof mailOutbox.$inferSelect;

/** Delivery over SMTP: sent, being sent, failing or given up; nothing for mail never tried (no SMTP_URL). */
function deliveryState(m: OutboxRow): string {
  if (m.sentAt) return `Sent ${m.sentAt.toISOString()}`;
  if (m.attempts === 0) return '';
  if (!m.lastError) return `Being sent (attempt ${m.attempts})`;
  if (m.attempts >= MAIL_MAX_ATTEMPTS) return `Not sent, gave up after ${m.attempts} attempts: ${m.lastError}`;
  return `Attempt ${m.attempts} of ${MAIL_MAX_ATTEMPTS} failed: ${m.lastError}; next at ${m.nextAttemptAt.toISOString()}`;
}

const deliveryLine = (m: OutboxRow): string => {
  const state = deliveryState(m);
  return state ? `<p class="delivery">${escape(state)}</p>` : '';
};

export function registerMailbox(app: FastifyInstance): void {
  app.get('/mailbox', async (_req, reply) => {
    const mails = await app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(MAILBOX_SIZE);
    const attachments = (m: OutboxRow): string =>
      m.attachments.length === 0
        ? ''
        : `<ul>${m.attachments.map((a, n) => `<li><a class="attachment" href="/mailbox/${m.id}/attachments/${n}">${escape(a.filename)}</a></li>`).join('')}</ul>`;
    const items = mails
      .map((m) => `<article><h2>${escape(m.subject)}</h2><p>To ${escape(m.toAddress)}, ${m.createdAt.toISOString()}</p>${deliveryLine(m)}<pre>${withLinks(m.body)}</pre>${attachments(m)}</article>`)
      .join('\n');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto"><h1>Mailbox (not in production)</h1>
${items || '<p>No email has been sent yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').send(page);
  });

  app.get<{ Params: { id: string; n: string } }>('/mailbox/:id/attachments/:n', async (req, reply) => {
    const id = Number(req.params.id);
    const [mail] = Number.isInteger(id) ? await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)) : [];
    const file = mail?.attachments[Number(req.params.n)];
    if (!file) return reply.code(404).type('text/plain').send('No such attachment');
    return reply.type(file.content_type).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.content);
  });
}
