/** What bench/balancedClassroom.ts measures, how it is judged, and how it is printed. */

export interface Spread {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

/** CPU ms spent during a phase by each part, and the whole machine's busy share (%). */
export interface CpuSpent {
  servers: number;
  haproxy: number;
  postgres: number;
  client: number;
  machineBusyPercent: number;
}

export interface BalancedResult {
  machine: { cores: number; loadBefore: string; loadAfter: string };
  runningFrom: string;
  roundSeconds: number;
  pupils: number;
  lessons: number;
  join: Spread & { target: number; failures: number; retried: number; serverCpuMsEach: number; machineBusy: number };
  streams: {
    opened: number;
    failedOpens: number;
    open: Spread;
    serverCpuMsEach: number;
    perProcess: { rssBeforeMb: number; rssAfterMb: number; streams: number }[];
    databaseConnections: number;
  };
  steady: {
    sent: number;
    acknowledged: number;
    failures: number;
    failureSamples: string[];
    retried: number;
    retryReasons: string;
    rows: number;
    post: Spread;
    toTeacher: Spread;
    neverArrived: number;
    drops: number;
    poolWaiting: number[];
    cpu: CpuSpent;
  };
  restart: {
    exitCode: number | null;
    stopMs: number;
    startMs: number;
    sent: number;
    acknowledged: number;
    failures: number;
    failureSamples: string[];
    retried: number;
    retryReasons: string;
    reopenFailures: string;
    rows: number;
    droppedStreams: number;
    reconnect: Spread;
    neverReconnected: number;
    /** The other process asked directly every 100 ms through the phase. */
    survivor: { healthz: Spread; readyz: Spread; notReady: number; poolWaitingMax: number };
    /** POST /experiences p95 by the second it was sent in, from SIGTERM. */
    postBySecond: { second: number; n: number; p95: number }[];
    streamsAfter: number[];
    windowMs: number;
    post: Spread;
    rejoin: Spread;
    rejoinAll: Spread;
    toTeacher: Spread;
    toTeacherAll: Spread;
    viaRefetch: number;
    neverArrived: number;
    /** Of those, sent before the teacher's stream was back and acknowledged after (the app's next refetch shows them). */
    neverArrivedAcrossReconnect: number;
  };
}

export const joinMet = (r: BalancedResult): boolean => r.join.failures === 0 && r.join.p95 <= r.join.target;
export const answersMet = (r: BalancedResult): boolean => r.steady.failures === 0 && r.steady.neverArrived === 0 && r.steady.toTeacher.p95 <= r.join.target;
/** Answers the server acknowledged that are not in the table. */
export const lostAnswers = (r: BalancedResult): number => Math.max(0, r.restart.acknowledged - r.restart.rows);
export const balancedFailed = (r: BalancedResult): boolean => !joinMet(r) || !answersMet(r) || lostAnswers(r) > 0 || r.restart.failures > 0;

const ms = (n: number): string => `${n.toFixed(0)} ms`;
const spread = (s: Spread): string => `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, max ${ms(s.max)} (n ${s.n})`;
const verdict = (met: boolean, target: number): string => `target p95 <= ${target} ms: ${met ? 'met' : 'MISSED'}`;
const n = (x: number): string => x.toLocaleString('en');

export function describeBalancedClassroom(r: BalancedResult): string {
  const { join, streams, steady, restart } = r;
  const perAnswer = (x: number): string => (x / Math.max(1, steady.sent)).toFixed(2);
  const processes = streams.perProcess
    .map((p, i) => {
      const kb = ((p.rssAfterMb - p.rssBeforeMb) * 1024) / Math.max(1, p.streams);
      return `process ${i + 1}: ${n(p.streams)} streams, RSS ${p.rssBeforeMb.toFixed(0)} -> ${p.rssAfterMb.toFixed(0)} MB (${kb.toFixed(0)} kB a stream)`;
    })
    .join('; ');
  const all = streams.perProcess.reduce((a, p) => ({ mb: a.mb + p.rssAfterMb - p.rssBeforeMb, streams: a.streams + p.streams }), { mb: 0, streams: 0 });
  return [
    `Balanced classroom (issue 24): HAProxy, 2 API processes (${r.runningFrom}, NODE_ENV=production), PostgreSQL, Redis; ${r.machine.cores} cores shared with other work, load average ${r.machine.loadBefore} before, ${r.machine.loadAfter} after`,
    `  ${n(r.pupils)} pupils joining ${r.lessons} lessons at random moments of 20 s: ${spread(join)}, failures ${join.failures}, retried ${join.retried} (${verdict(joinMet(r), join.target)}); API CPU ${join.serverCpuMsEach.toFixed(1)} ms a join, machine ${join.machineBusy.toFixed(0)}% busy`,
    `  ${n(streams.opened)} event streams (the teacher's ${r.lessons} and every pupil's): opening to hello ${spread(streams.open)}, failed opens ${streams.failedOpens}, API CPU ${streams.serverCpuMsEach.toFixed(1)} ms each; ${processes}; both ${((all.mb * 1024) / Math.max(1, all.streams)).toFixed(0)} kB a stream; PostgreSQL connections at the end of the answers ${streams.databaseConnections}`,
    `  ${n(steady.sent)} answers in ${steady.sent / Math.max(1, r.pupils)} rounds of ${r.roundSeconds} s (every pupil once a round, at random): to the teacher's stream ${spread(steady.toTeacher)}, never arrived ${steady.neverArrived} (${verdict(answersMet(r), join.target)}); POST /experiences ${spread(steady.post)}; failures ${steady.failures}${steady.failureSamples.length ? ` (${steady.failureSamples.join('; ')})` : ''}, retried ${steady.retried} (${steady.retryReasons}), rows ${n(steady.rows)} of ${n(steady.acknowledged)} acknowledged; streams dropped ${steady.drops}; pool waits at the end ${steady.poolWaiting.join('/')}`,
    `    CPU per answer (its share of everything in the phase): API processes ${perAnswer(steady.cpu.servers)} ms, PostgreSQL ${perAnswer(steady.cpu.postgres)} ms, HAProxy ${perAnswer(steady.cpu.haproxy)} ms, the bench's clients ${perAnswer(steady.cpu.client)} ms; machine ${steady.cpu.machineBusyPercent.toFixed(0)}% busy`,
    `  The same with process 1 restarted a third of the way in: SIGTERM to exit (code ${restart.exitCode}) ${ms(restart.stopMs)}, new process ready ${ms(restart.startMs)} later (restart window ${ms(restart.windowMs)})`,
    `    answers: ${n(restart.sent)} sent, ${n(restart.acknowledged)} acknowledged, ${n(restart.rows)} rows: lost ${lostAnswers(r)}; failed after idempotent retries ${restart.failures}${restart.failureSamples.length ? ` (${restart.failureSamples.join('; ')})` : ''}; requests retried ${restart.retried} (tries: ${restart.retryReasons})`,
    `    streams: ${n(restart.droppedStreams)} dropped, back at hello ${spread(restart.reconnect)} (including the 1 s retry the server asks for), not back ${restart.neverReconnected}; reopenings refused ${restart.reopenFailures}; streams per process afterwards ${restart.streamsAfter.join('/')}`,
    `    process 2 asked directly meanwhile: /healthz ${spread(restart.survivor.healthz)}; /readyz ${spread(restart.survivor.readyz)}, not 200: ${restart.survivor.notReady}; most queries waiting for its pool ${restart.survivor.poolWaitingMax}`,
    `    POST /experiences p95 by the second it was sent, from SIGTERM: ${restart.postBySecond.map((b) => `${b.second}s ${ms(b.p95)} (${b.n})`).join(', ')}`,
    `    sent during the restart window: POST /experiences ${spread(restart.post)}; to the teacher's screen ${spread(restart.toTeacher)} (${restart.viaRefetch} in the phase shown by the refetch on reconnect, not by their event); rejoins ${spread(restart.rejoin)}`,
    `    whole phase: to the teacher's screen ${spread(restart.toTeacherAll)}, never arrived ${restart.neverArrived} (sent while the teacher's stream was away and acknowledged after it was back: ${restart.neverArrivedAcrossReconnect}); rejoins ${spread(restart.rejoinAll)}`,
  ].join('\n');
}
