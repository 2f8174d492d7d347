/**
 * Test double for the injectable httpClient: records every call (URL decoded, body parsed) and
 * answers from a responder. Shared by the data and auth provider tests; not used at runtime.
 */
import type { HttpClient, HttpRequestInit } from '../../dataProvider/types';

export interface RecordedCall {
  /** The URL with percent-escapes decoded, as the tests state it. */
  url: string;
  rawUrl: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

export interface FakeResponse {
  status: number;
  json?: unknown;
}

export type Responder = (call: RecordedCall) => FakeResponse | Error;

export function fakeClient(responder: Responder = () => ({ status: 200, json: { data: [] } })): {
  client: HttpClient;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const client: HttpClient = async (url: string, init: HttpRequestInit) => {
    const call: RecordedCall = {
      url: decodeURIComponent(url),
      rawUrl: url,
      method: init.method,
      headers: init.headers,
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
      signal: init.signal,
    };
    calls.push(call);
    const answer = responder(call);
    if (answer instanceof Error) throw answer;
    return { status: answer.status, headers: new Headers(), json: answer.json ?? null };
  };
  return { client, calls };
}

/** An unsigned JWT with the given claims: enough for a client that never verifies. */
export function makeJwt(claims: Record<string, unknown>): string {
  const part = (v: unknown): string => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

export const secondsFromNow = (seconds: number, now: number = Date.now()): number => Math.floor(now / 1000) + seconds;
