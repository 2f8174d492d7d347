/**
 * A real load balancer for the scale tests and the bench: Debian's HAProxy in front of API
 * processes, set up as README's "Running it for many schools" advises: round robin, each
 * process checked on `GET /readyz` every BALANCER_CHECK_MS (so a stopping process leaves the
 * rotation before it closes), `X-Forwarded-For` added (the processes trust it with TRUST_PROXY),
 * a request that could not reach a process sent to another, and event streams kept open.
 *
 * `.ci/run` installs the `haproxy` package when it is missing; elsewhere a test without it
 * says so and skips (haproxyMissing).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../e2e/support/server';

export const HAPROXY = '/usr/sbin/haproxy';
/** How often the balancer asks each process whether it is ready. */
export const BALANCER_CHECK_MS = 250;

/** Why a balancer test cannot run here, or undefined when it can. CI must have HAProxy. */
export function haproxyMissing(): string | undefined {
  if (existsSync(HAPROXY)) return undefined;
  if (process.env.CI) throw new Error(`${HAPROXY} is missing: .ci/run installs Debian's haproxy package`);
  return `Debian's haproxy is not installed (apt-get install haproxy)`;
}

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

function config(port: number, backends: readonly string[]): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # Live lesson events are a long response: keep the stream open as long as the client does.
  timeout tunnel 1h
  option forwardfor
  # Without it HAProxy holds small writes back to fill packets (about 200 ms per lesson event).
  option http-no-delay
  option redispatch
  retries 3
  retry-on conn-failure empty-response

frontend web
  bind 127.0.0.1:${port}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  # A busy process answers its check late: two misses of 2 s each, not one of 250 ms, take it out,
  # so overload does not become an outage (bench/balancedClassroom.ts saw the last one removed).
  timeout check 2s
  default-server inter ${BALANCER_CHECK_MS} fastinter ${BALANCER_CHECK_MS} fall 2 rise 1
${backends.map((b, i) => `  server api${i} ${b} check`).join('\n')}
`;
}

/** Starts HAProxy on a free port in front of `backends` ("127.0.0.1:PORT") and waits until it answers. */
export async function startBalancer(backends: readonly string[]): Promise<Balancer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'haproxy-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, config(port, backends));
  const child: ChildProcess = spawn(HAPROXY, ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const giveUpAt = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > giveUpAt) throw new Error(`haproxy did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
