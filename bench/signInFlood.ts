/**
 * Issue 9's figure: how other users fare while someone floods sign-in. The server runs in a child
 * process (bench/signInFloodTarget.ts); one connection probes `GET /api/v1/user` alone, then again
 * while FLOOD_CONNECTIONS connections keep posting a correct email and password to
 * `POST /api/v1/user/tokens` (each one costs an argon2 verification; successes are never
 * throttled, so this is the load a school's morning sign-in rush or one account's owner can make).
 * Target: GET /user p50 under 50 ms during the flood. Alone: `npx tsx bench/signInFlood.ts`.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { runLoad, type LoadResult } from './load';

const TARGET_MS = 50;
const FLOOD_CONNECTIONS = 10;
const LOGIN = { email: 'flood@bench.test', password: 'flood-password' };
const MEDIA = 'application/vnd.api+json';

export interface FloodResult {
  quiet: LoadResult;
  flooded: LoadResult;
  signIns: LoadResult;
  met: boolean;
}

export async function benchSignInFlood(seconds = Number(process.env.BENCH_SECONDS ?? 8)): Promise<FloodResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/signInFloodTarget.ts', LOGIN.email, LOGIN.password], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`sign-in flood target exited with ${code}`)));
    });
    const { port, token } = JSON.parse(line) as { port: number; token: string };
    const base = `http://127.0.0.1:${port}/api/v1`;
    const probe = (s: number): Promise<LoadResult> =>
      runLoad(`${base}/user`, { connections: 1, seconds: s, headers: { authorization: `Bearer ${token}`, accept: MEDIA } });
    await probe(1);
    const quiet = await probe(seconds);
    const body = JSON.stringify({ data: { type: 'tokens', attributes: LOGIN } });
    const flood = runLoad(`${base}/user/tokens`, {
      connections: FLOOD_CONNECTIONS,
      seconds: seconds + 1,
      method: 'POST',
      body,
      expect: 201,
      headers: { accept: MEDIA, 'content-type': MEDIA },
    });
    // Let the flood build up before measuring.
    await new Promise((r) => setTimeout(r, 1000));
    const flooded = await probe(seconds);
    const signIns = await flood;
    return { quiet, flooded, signIns, met: flooded.p50 < TARGET_MS };
  } finally {
    child.kill('SIGTERM');
  }
}

export function describeFlood(r: FloodResult): string {
  return [
    `GET /user p50 ${r.quiet.p50.toFixed(1)} ms alone; during a sign-in flood (${FLOOD_CONNECTIONS} connections, ${r.signIns.rps.toFixed(0)} sign-ins/s, ${r.signIns.errors} not 201):`,
    `  p50 ${r.flooded.p50.toFixed(1)} ms, p99 ${r.flooded.p99.toFixed(1)} ms (target p50 < ${TARGET_MS} ms: ${r.met ? 'met' : 'MISSED'})`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(describeFlood(await benchSignInFlood()));
