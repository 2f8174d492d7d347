/**
 * The server's own log lines (start-up, jobs, lost connections), beside Fastify's request log.
 * In production every line is one JSON event in pino's shape (`level`, `time`, `pid`, `msg`), so
 * the request log and these read as one stream; elsewhere they are plain text for a person.
 * Either way no email address or token is written (issue 24): a log is read by more people,
 * and kept longer, than the records it mentions.
 */
import { hostname } from 'node:os';

type Level = 'info' | 'warn' | 'error';
/** pino's level numbers, so one parser reads the request log and this one. */
const PINO_LEVEL: Record<Level, number> = { info: 30, warn: 40, error: 50 };

/** An address in text or in a URL (`%40`); the local part stops at what separates a query's parts. */
const EMAIL = /[^\s@<>"'`,;:()[\]=&?/]+(?:@|%40)([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/** An address keeps only its domain ("…@school.test"), a token becomes "[token]". */
export function redact(text: string): string {
  return text.replace(EMAIL, '…@$1').replace(JWT, '[token]');
}

let json = false;
let write = (level: Level, line: string): void => void (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);

/** Production: JSON lines from now on (server/start.ts, from the configuration). */
export function logAsJson(on: boolean): void {
  json = on;
}

/** Tests capture the lines instead of the process's output; the returned function puts the output back. */
export function writeLogTo(sink: (level: Level, line: string) => void): () => void {
  const previous = write;
  write = sink;
  return () => {
    write = previous;
  };
}

function emit(level: Level, message: string): void {
  const msg = redact(message);
  write(level, json ? JSON.stringify({ level: PINO_LEVEL[level], time: Date.now(), pid: process.pid, hostname: hostname(), msg }) : msg);
}

export const serverLog = {
  info: (message: string): void => emit('info', message),
  warn: (message: string): void => emit('warn', message),
  error: (message: string): void => emit('error', message),
};

/**
 * Fastify's request log (pino, JSON) in production: the request line without addresses or
 * tokens in its URL (a list filtered by email, a link's token in the query).
 */
export const REQUEST_LOG = {
  serializers: {
    req: (request: { method: string; url: string; ip: string }) => ({ method: request.method, url: redact(request.url), remoteAddress: request.ip }),
  },
};
