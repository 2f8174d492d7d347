/**
 * GET /mailbox — outside production, the outbox as a page, newest first, so a person testing
 * the product can follow the links it mails (password resets, invites) and open the files it
 * attaches (GET /mailbox/{id}/attachments/{n}: a booking's calendar entry).
 */
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/extraTables';

const MAILBOX_SIZE = 50;

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Escaped text with its http(s) links made clickable. */
const withLinks = (text: string): string => escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export function registerMailbox(app: FastifyInstance): void {
  app.get('/mailbox', async (_req, reply) => {
    const mails = await app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(MAILBOX_SIZE);
    const attachments = (m: (typeof mails)[number]): string =>
      m.attachments.length === 0
        ? ''
        : `<ul>${m.attachments.map((a, n) => `<li><a class="attachment" href="/mailbox/${m.id}/attachments/${n}">${escape(a.filename)}</a></li>`).join('')}</ul>`;
    const items = mails
      .map((m) => `<article><h2>${escape(m.subject)}</h2><p>To ${escape(m.toAddress)}, ${m.createdAt.toISOString()}</p><pre>${withLinks(m.body)}</pre>${attachments(m)}</article>`)
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
