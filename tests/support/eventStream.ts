/**
 * Reads a lesson's Server-Sent Events (GET /lessons/{id}/events) from a real port as the clients
 * do: the token in the Authorization header, the body read as a stream. Each stream has a
 * connection of its own (no keep-alive pool), so closing the app never waits on an idle socket.
 * `next(type)` resolves with the next event of that type, or rejects after a generous timeout.
 */
import { request, type IncomingMessage } from 'node:http';

export interface StreamEvent {
  type: string;
  data: Record<string, unknown>;
}

export interface EventStream {
  status: number;
  contentType: string | undefined;
  next(type: string, timeoutMs?: number): Promise<StreamEvent>;
  /** The last `retry:` the stream sent (milliseconds an EventSource waits before reconnecting). */
  retryMs(): number | undefined;
  /** Settles when the server ends the stream: 'ended' for a complete response, 'cut' for a reset or an incomplete one. */
  ended: Promise<'ended' | 'cut'>;
  close(): void;
}

export async function openEventStream(url: string, token?: string): Promise<EventStream> {
  const req = request(url, {
    agent: false,
    headers: { accept: 'text/event-stream', connection: 'close', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
  const seen: StreamEvent[] = [];
  const waiting: { type: string; resolve: (e: StreamEvent) => void }[] = [];
  const deliver = (e: StreamEvent): void => {
    const i = waiting.findIndex((w) => w.type === e.type);
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(e);
    else seen.push(e);
  };
  let buffer = '';
  let retry: number | undefined;
  const ended = new Promise<'ended' | 'cut'>((resolve) => {
    res.once('end', () => resolve('ended'));
    res.once('aborted', () => resolve('cut'));
    res.once('error', () => resolve('cut'));
  });
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const retryField = /^retry: (\d+)$/m.exec(block)?.[1];
      if (retryField) retry = Number(retryField);
      const type = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (type && data) deliver({ type, data: JSON.parse(data) as Record<string, unknown> });
    }
  });
  res.on('error', () => undefined);
  req.on('error', () => undefined);
  return {
    status: res.statusCode ?? 0,
    contentType: res.headers['content-type'],
    next(type, timeoutMs = 10_000) {
      const i = seen.findIndex((e) => e.type === type);
      if (i >= 0) return Promise.resolve(seen.splice(i, 1)[0]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} event within ${timeoutMs} ms`)), timeoutMs);
        waiting.push({ type, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
    retryMs: () => retry,
    ended,
    close: () => req.destroy(),
  };
}
