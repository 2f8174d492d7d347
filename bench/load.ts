/**
 * A small closed-loop load generator: `connections` keep-alive clients each send a request,
 * wait for the answer, and send the next, for `seconds`. Returns throughput and latency
 * percentiles. No dependency beyond node:http.
 */
import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** GET unless given; a body is sent as is with every request. */
  method?: string;
  body?: string;
  /** The status that counts as success (200 unless given). */
  expect?: number;
}

function once(agent: http.Agent, url: URL, opts: LoadOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method: opts.method ?? 'GET', headers: opts.headers ?? {} }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function runLoad(target: string, opts: LoadOptions): Promise<LoadResult> {
  const url = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + opts.seconds * 1000;
  const worker = async (): Promise<void> => {
    while (performance.now() < deadline) {
      const start = performance.now();
      const status = await once(agent, url, opts).catch(() => 0);
      latencies.push(performance.now() - start);
      if (status !== (opts.expect ?? 200)) errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: opts.connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
}
