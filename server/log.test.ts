import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { logAsJson, redact, serverLog, writeLogTo } from './log';

describe('the server log', () => {
  const lines: { level: string; line: string }[] = [];
  // Unit files share a worker: the next file's server code must write to the process again.
  afterAll(writeLogTo((level, line) => lines.push({ level, line })));
  afterEach(() => {
    lines.length = 0;
    logAsJson(false);
  });

  it('keeps only the domain of an email address and drops tokens', () => {
    expect(redact('mail queued to Ada.Lovelace+x@school.example.org: Welcome')).toBe('mail queued to …@school.example.org: Welcome');
    expect(redact('GET /api/v1/users?filter[email]=ada%40school.test&page=2')).toBe('GET /api/v1/users?filter[email]=…@school.test&page=2');
    expect(redact('/sign-in?jwt=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl&x=1')).toBe('/sign-in?jwt=[token]&x=1');
    expect(redact('no address here, only @mentions and a@b')).toBe('no address here, only @mentions and a@b');
  });

  it('writes one JSON event per line in production, in pino’s shape, and plain text elsewhere', () => {
    serverLog.warn('job purge failed for ada@school.test');
    logAsJson(true);
    serverLog.info('The platform is running');
    serverLog.error('database connection lost: reset by bob@school.test');
    expect(lines[0]).toEqual({ level: 'warn', line: 'job purge failed for …@school.test' });
    const events = lines.slice(1).map((l) => JSON.parse(l.line) as Record<string, unknown>);
    expect(events.map((e) => [e.level, e.msg])).toEqual([
      [30, 'The platform is running'],
      [50, 'database connection lost: reset by …@school.test'],
    ]);
    for (const e of events) expect(e).toMatchObject({ time: expect.any(Number), pid: process.pid, hostname: expect.any(String) });
    expect(lines.slice(1).every((l) => !l.line.includes('\n'))).toBe(true);
  });
});
