/**
 * Issue 24: the classroom as an operator runs it. Debian's HAProxy balances two API processes
 * (`server/main.ts`, NODE_ENV=production) on one PostgreSQL and Redis (bench/balancedWorld.ts);
 * 1,000 pupils in 30 lessons, each class from its school's one address, go through the balancer
 * (bench/balancedClients.ts). The teacher starts the 30 lessons through the API; then:
 *  1. Joins: every pupil joins (POST /user/passphrase_logins with student_id) at a random moment
 *     of JOIN_WINDOW_MS (about 50 joins a second); p50/p95 (target p95 <= 500 ms).
 *  2. Streams: the teacher holds each lesson's event stream and every pupil their lesson's; each
 *     process's RSS before and after, divided by the streams it holds (its /metrics says how many).
 *  3. Answers: ROUNDS rating tasks, every pupil answering each at a random moment of its round of
 *     ROUND_MS; the time from sending POST /experiences to the teacher's stream receiving its
 *     `answered` (target p95 <= 500 ms), and the CPU it costs the processes, HAProxy and PostgreSQL.
 *  4. The same with one process restarted a third of the way in (SIGTERM, then a new process on
 *     its port) while REJOINS pupils join again (a reloaded page): answers lost (rows against
 *     answers acknowledged), requests failed after the client's idempotent retries, how long the
 *     dropped streams took to say `hello` again, and the p95s of what was sent during the restart.
 * Alone: `npx tsx bench/balancedClassroom.ts` (needs /usr/sbin/haproxy, PostgreSQL and Redis, as
 * tests/scale/balanced.test.ts). BENCH_ROUND_SECONDS sets ROUND_MS' seconds (default 10).
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/db/client';
import { SUBSCRIBED_TEACHER_EMAIL } from '../server/db/seed/library';
import { Client, LiveStream, retryReasons, type Outcome } from './balancedClients';
import { bySecond, jwtOf, Ledger, ok, pool, reasons, sleep, spread, spreadOf } from './balancedLedger';
import { balancedFailed, describeBalancedClassroom, type BalancedResult } from './balancedReport';
import {
  balancedBenchMissing, coreCount, cpuSnapshot, cpuSpent, databaseConnections, loadAverage, processMetrics, rssMb, sampleProcess, startBalancedWorld, TEACHER_PASSWORD,
  type BalancedWorld,
} from './balancedWorld';

export { balancedFailed, describeBalancedClassroom, type BalancedResult } from './balancedReport';
export { balancedBenchMissing } from './balancedWorld';

const JOIN_WINDOW_MS = 20_000;
const ROUND_MS = Number(process.env.BENCH_ROUND_SECONDS ?? 10) * 1000;
const ROUNDS = 3;
const REJOINS = 100;
/** Quiet before each memory reading (with 10 s, V8 sometimes shrank a heap in between: less than nothing a stream). */
const SETTLE_MS = 3000;
const STREAM_OPENERS = 50;
const TARGET_P95_MS = 500;
const TEACHER_ADDRESS = '127.0.0.9';
const classAddress = (i: number): string => `127.0.0.${10 + i}`;

interface Lesson {
  id: string;
  passphrase: string;
  address: string;
  students: number[];
}
interface Pupil {
  id: number;
  lesson: Lesson;
  client: Client;
  token: string;
}

function answer(pupil: Pupil, task: number, ledger: Ledger): Promise<Outcome> {
  const key = `${pupil.lesson.id}:${pupil.id}:${task}`;
  ledger.sent(key, performance.now());
  return pupil.client
    .send('POST', '/experiences', {
      data: {
        type: 'experiences',
        attributes: { rating: 1 + (pupil.id % 5), idempotency_key: `bench-${key}` },
        relationships: { entity: { data: { type: 'lessonPlanTasks', id: String(task) } }, lesson: { data: { type: 'lessons', id: pupil.lesson.id } } },
      },
    }, pupil.token)
    .then((o) => (ok(o) && ledger.acknowledged(key, o.doneAt), o));
}

const joinLesson = (client: Client, lesson: Lesson, student: number): Promise<Outcome> =>
  client.send('POST', '/user/passphrase_logins', {
    data: { type: 'passphraseLogins', attributes: { passphrase: lesson.passphrase, user_token: `bench-device-${student}`, student_id: String(student) } },
  });

/** Every pupil answers each task in its round; resolves with every request's outcome. */
async function answerRounds(pupils: Pupil[], tasks: number[], ledger: Ledger): Promise<Outcome[]> {
  const rounds = tasks.map((task, r) => spread(pupils, r * ROUND_MS, ROUND_MS, (p) => answer(p, task, ledger)));
  return (await Promise.all(rounds)).flat();
}

async function rowsFor(world: BalancedWorld, tasks: number[]): Promise<number> {
  const [row] = await queryRows<{ n: number }>(world.database.db, sql`SELECT count(*)::int AS n FROM experiences WHERE entity_id IN (${sql.join(tasks.map((t) => sql`${t}`), sql`, `)})`);
  return row?.n ?? 0;
}

async function startLessons(teacher: Client, token: string, world: BalancedWorld): Promise<Lesson[]> {
  const lessons: Lesson[] = [];
  for (const [i, c] of world.classes.entries()) {
    const o = await teacher.send('POST', '/lessons', {
      data: { type: 'lessons', attributes: { mode: 'remote', pacing: 'student' }, relationships: { lesson_plan: { data: { type: 'lessonPlans', id: String(world.plan) } }, class: { data: { type: 'classes', id: String(c.id) } } } },
    }, token);
    if (o.status !== 201) throw new Error(`starting a lesson answered ${o.status}: ${o.text}`);
    const doc = JSON.parse(o.text) as { data: { id: string; attributes: { passphrase: string } } };
    lessons.push({ id: doc.data.id, passphrase: doc.data.attributes.passphrase, address: classAddress(i), students: c.students });
  }
  return lessons;
}

export async function benchBalancedClassroom(): Promise<BalancedResult> {
  const loadBefore = loadAverage();
  const world = await startBalancedWorld();
  const base = `${world.balancer.url}/api/v1`;
  const clients: Client[] = [];
  const streams: LiveStream[] = [];
  let ledger = new Ledger();
  try {
    const teacher = new Client(base, TEACHER_ADDRESS);
    clients.push(teacher);
    const signIn = await teacher.send('POST', '/user/tokens', { data: { type: 'tokens', attributes: { email: SUBSCRIBED_TEACHER_EMAIL, password: TEACHER_PASSWORD } } });
    if (signIn.status !== 201) throw new Error(`the teacher's sign-in answered ${signIn.status}: ${signIn.text}`);
    const teacherToken = jwtOf(signIn);
    const lessons = await startLessons(teacher, teacherToken, world);

    // 1. Joins.
    const pupils: Pupil[] = [];
    const cpuJoin0 = await cpuSnapshot(world);
    const joins = await spread(lessons.flatMap((lesson) => lesson.students.map((student) => ({ lesson, student }))), 0, JOIN_WINDOW_MS, async ({ lesson, student }) => {
      const client = new Client(base, lesson.address);
      clients.push(client);
      const o = await joinLesson(client, lesson, student);
      if (o.status === 201) pupils.push({ id: student, lesson, client, token: jwtOf(o) });
      return o;
    });
    const joinCpu = cpuSpent(cpuJoin0, await cpuSnapshot(world));

    // 2. Streams.
    await sleep(SETTLE_MS);
    const rssBefore = world.servers.map((s) => rssMb(s.pid));
    const cpuStreams0 = await cpuSnapshot(world);
    for (const lesson of lessons) streams.push(new LiveStream(base, TEACHER_ADDRESS, lesson.id, teacherToken, (e, at, again) => ledger.onTeacherEvent(lesson.id, e, at, again)));
    for (const p of pupils) streams.push(new LiveStream(base, p.lesson.address, p.lesson.id, p.token));
    const openTimes: number[] = [];
    await pool(streams, STREAM_OPENERS, async (s) => {
      const start = performance.now();
      await s.open();
      openTimes.push(performance.now() - start);
    });
    const streamCpu = cpuSpent(cpuStreams0, await cpuSnapshot(world));
    const failedOpens = streams.reduce((n, s) => n + s.failedOpens, 0);
    await sleep(SETTLE_MS);
    const rssAfter = world.servers.map((s) => rssMb(s.pid));
    const held = await Promise.all(world.servers.map(processMetrics));

    // 3. Answers.
    const cpuAnswers0 = await cpuSnapshot(world);
    const steady = await answerRounds(pupils, world.tasks.slice(0, ROUNDS), ledger);
    const connections = await databaseConnections(world);
    await ledger.settle(10_000);
    const answerCpu = cpuSpent(cpuAnswers0, await cpuSnapshot(world));
    const steadyRows = await rowsFor(world, world.tasks.slice(0, ROUNDS));
    const steadyLedger = ledger;
    const dropMarks = streams.map((s) => s.drops.length);
    const dropsBefore = dropMarks.reduce((a, b) => a + b, 0);
    const poolWaiting = (await Promise.all(world.servers.map(processMetrics))).map((m) => m.poolWaiting);

    // 4. The same with a restart a third of the way in.
    ledger = new Ledger();
    const steadyRetryReasons = new Map(retryReasons);
    retryReasons.clear();
    const openFailureMarks = streams.map((s) => new Map(s.failures));
    const restartTasks = world.tasks.slice(ROUNDS, 2 * ROUNDS);
    const survivor = sampleProcess(world.servers[1]!);
    const restarting = (async () => {
      await sleep(ROUND_MS);
      const sigtermAt = performance.now();
      const r = await world.restart(0);
      return { ...r, sigtermAt, readyAt: performance.now() };
    })();
    const rejoiners = pupils.filter((_, i) => i % Math.floor(pupils.length / REJOINS) === 0).slice(0, REJOINS);
    const [restartAnswers, rejoins, restart] = await Promise.all([
      answerRounds(pupils, restartTasks, ledger),
      spread(rejoiners, 0, ROUNDS * ROUND_MS, (p) => joinLesson(p.client, p.lesson, p.id)),
      restarting,
    ]);
    const survivorReadiness = await survivor.stop();
    const reconnectUntil = performance.now() + 30_000;
    while (streams.some((s) => !s.live) && performance.now() < reconnectUntil) await sleep(100);
    await ledger.settle(10_000);
    const restartRows = await rowsFor(world, restartTasks);
    const after = await Promise.all(world.servers.map(processMetrics));
    const drops = streams.flatMap((s, i) => s.drops.slice(dropMarks[i]));
    const droppedStreams = streams.filter((s, i) => s.drops.length > dropMarks[i]!).length;
    const reopenFailures = new Map<string, number>();
    streams.forEach((s, i) => {
      for (const [why, count] of s.failures) reopenFailures.set(why, (reopenFailures.get(why) ?? 0) + count - (openFailureMarks[i]!.get(why) ?? 0));
    });
    const within = (o: { sentAt: number }): boolean => o.sentAt >= restart.sigtermAt && o.sentAt <= restart.readyAt;
    const restartArrivals = ledger.arrivals;

    return {
      machine: { cores: coreCount(), loadBefore, loadAfter: loadAverage() },
      runningFrom: world.runningFrom,
      roundSeconds: ROUND_MS / 1000,
      pupils: pupils.length,
      lessons: lessons.length,
      join: { ...spreadOf(joins.filter(ok).map((o) => o.ms)), target: TARGET_P95_MS, failures: joins.filter((o) => !ok(o)).length, retried: joins.filter((o) => o.tries > 1).length, serverCpuMsEach: joinCpu.servers / joins.length, machineBusy: joinCpu.machineBusyPercent },
      streams: {
        opened: streams.filter((s) => s.live).length,
        failedOpens,
        open: spreadOf(openTimes),
        serverCpuMsEach: streamCpu.servers / streams.length,
        perProcess: world.servers.map((_, i) => ({ rssBeforeMb: rssBefore[i]!, rssAfterMb: rssAfter[i]!, streams: held[i]!.streams })),
        databaseConnections: connections,
      },
      steady: {
        sent: steady.length,
        acknowledged: steady.filter(ok).length,
        failures: steady.filter((o) => !ok(o)).length,
        failureSamples: steady.filter((o) => !ok(o)).slice(0, 3).map((o) => `${o.status} ${o.text.slice(0, 120)}`),
        retried: steady.filter((o) => o.tries > 1).length,
        retryReasons: reasons(steadyRetryReasons),
        rows: steadyRows,
        post: spreadOf(steady.filter(ok).map((o) => o.ms)),
        toTeacher: spreadOf(steadyLedger.arrivals.map((a) => a.arrivedAt - a.sentAt)),
        neverArrived: steadyLedger.missing(),
        drops: dropsBefore,
        poolWaiting,
        cpu: answerCpu,
      },
      restart: {
        exitCode: restart.exitCode,
        stopMs: restart.stopMs,
        startMs: restart.startMs,
        sent: restartAnswers.length,
        acknowledged: restartAnswers.filter(ok).length,
        failures: restartAnswers.filter((o) => !ok(o)).length + rejoins.filter((o) => !ok(o)).length,
        failureSamples: [...restartAnswers, ...rejoins].filter((o) => !ok(o)).slice(0, 3).map((o) => `${o.status} ${o.text.slice(0, 120)}`),
        retried: restartAnswers.filter((o) => o.tries > 1).length + rejoins.filter((o) => o.tries > 1).length,
        retryReasons: reasons(retryReasons),
        reopenFailures: reasons(reopenFailures),
        rows: restartRows,
        droppedStreams,
        reconnect: spreadOf(drops.filter((d) => d.helloAt !== undefined).map((d) => d.helloAt! - d.at)),
        neverReconnected: streams.filter((s) => !s.live).length,
        survivor: { healthz: spreadOf(survivorReadiness.healthz), readyz: spreadOf(survivorReadiness.readyz), notReady: survivorReadiness.notReady, poolWaitingMax: survivorReadiness.poolWaitingMax },
        postBySecond: bySecond(restartAnswers.filter(ok), restart.sigtermAt),
        streamsAfter: after.map((m) => m.streams),
        windowMs: restart.readyAt - restart.sigtermAt,
        post: spreadOf(restartAnswers.filter(ok).filter(within).map((o) => o.ms)),
        rejoin: spreadOf(rejoins.filter(ok).filter(within).map((o) => o.ms)),
        rejoinAll: spreadOf(rejoins.filter(ok).map((o) => o.ms)),
        toTeacher: spreadOf(restartArrivals.filter(within).map((a) => a.arrivedAt - a.sentAt)),
        toTeacherAll: spreadOf(restartArrivals.map((a) => a.arrivedAt - a.sentAt)),
        viaRefetch: restartArrivals.filter((a) => a.via === 'refetch').length,
        neverArrived: ledger.missing(),
        neverArrivedAcrossReconnect: ledger.missingAcrossReconnect(),
      },
    };
  } finally {
    for (const s of streams) s.close();
    for (const c of clients) c.close();
    await world.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = await balancedBenchMissing();
  if (missing) {
    console.log(`Balanced classroom: skipped, ${missing}`);
  } else {
    const result = await benchBalancedClassroom();
    console.log(describeBalancedClassroom(result));
    if (balancedFailed(result)) process.exitCode = 1;
  }
}
