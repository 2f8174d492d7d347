/**
 * A real SMTP server on 127.0.0.1 (smtp-server, a free port) for mail delivery tests: it keeps
 * each message it accepts as raw text, checks the login the URL carries, and can be told to
 * refuse recipients or to hold a message's DATA until the test lets it go.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'mailer';
export const SMTP_PASSWORD = 'p@ss word';

export interface ReceivedMail {
  to: string[];
  /** The message as sent: headers, a blank line, the body. */
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://mailer:…@127.0.0.1:port */
  url: string;
  received: ReceivedMail[];
  /** Recipients offered, refused ones included. */
  recipientsOffered: string[];
  /** When set, a recipient is refused with this temporary (4xx) answer. */
  refuseRecipients: string | undefined;
  /** When set, the server answers a message's DATA only after this settles. */
  holdData: Promise<void> | undefined;
  /** Called when DATA arrives (before holdData is awaited). */
  onDataStart: (() => void) | undefined;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const state: Omit<TestSmtpServer, 'url' | 'close'> = {
    received: [],
    recipientsOffered: [],
    refuseRecipients: undefined,
    holdData: undefined,
    onDataStart: undefined,
  };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, done) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) done(null, { user: auth.username });
      else done(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, done) {
      state.recipientsOffered.push(address.address);
      if (state.refuseRecipients) done(Object.assign(new Error(state.refuseRecipients), { responseCode: 451 }));
      else done();
    },
    onData(stream, session, done) {
      state.onDataStart?.();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (state.holdData ?? Promise.resolve()).then(() => {
          state.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          done();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    url: `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A header's value (unfolded) from a raw message or MIME part. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim();
}

/** A MIME part of the raw message, decoded: its Content-Type and text. */
type Part = { contentType: string | undefined; text: string };

function partWhere(raw: string, matches: (headers: string) => boolean): Part | undefined {
  const part = raw.split(/\r?\n--[^\r\n]+\r?\n/).find(matches);
  if (!part) return undefined;
  const body = part.slice(part.search(/\r?\n\r?\n/)).trim().split(/\r?\n--/)[0] ?? '';
  const encoding = header(part, 'Content-Transfer-Encoding')?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')
        : body;
  return { contentType: header(part, 'Content-Type'), text };
}

/** The MIME part whose headers name `filename`. */
export function attachment(raw: string, filename: string): Part | undefined {
  return partWhere(raw, (p) => header(p, 'Content-Disposition')?.includes(filename) === true);
}

/** The message's body part of this type (`text/plain`, `text/html`), not an attachment. */
export function bodyPart(raw: string, type: string): Part | undefined {
  return partWhere(raw, (p) => header(p, 'Content-Type')?.startsWith(type) === true && header(p, 'Content-Disposition') === undefined);
}
