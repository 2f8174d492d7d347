/**
 * `npm test`: the whole suite in waves of stages that need nothing from each other, run side by
 * side: lint (single-threaded) beside the unit project; the type check and the build beside the
 * integration project, which partly waits on its databases and child processes; then the browser
 * tests, three files at a time. Every stage but the lint is CPU-bound on two cores (measured: the
 * browser tests take about 1,080 s of CPU), so stages do not overlap further: run beside the
 * browser tests, the unit run took 875 s instead of 300 and its renders ran past their timeouts.
 * Each stage's output is printed whole when it ends, so parallel stages do not interleave. At the
 * end: how long each stage took, the ten slowest test files, and the tests passed and failed.
 *
 * `npm test -- unit integration` runs only the stages named.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname } from 'node:path';
import { readVitestReport, slowestFiles, type FileTime } from './support/vitestReport';

interface Stage {
  name: string;
  command: string[];
  /** The vitest project whose JSON report this stage writes. */
  project?: string;
}

const REPORT_DIR = 'test-results';
const reportOf = (project: string): string => `${REPORT_DIR}/vitest-${project}.json`;
const vitest = (project: string): Stage => ({
  name: project,
  project,
  command: ['npx', 'vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${reportOf(project)}`],
});

const WAVES: Stage[][] = [
  [{ name: 'lint', command: ['npx', 'eslint', '.'] }, vitest('unit')],
  [vitest('integration'), { name: 'typecheck', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] }, { name: 'build', command: ['npm', 'run', 'build'] }],
  [vitest('e2e')],
];

interface Outcome {
  stage: Stage;
  /** Seconds into the run when the stage started. */
  at: number;
  seconds: number;
  ok: boolean;
}

const seconds = (since: number): number => (performance.now() - since) / 1000;
const runStarted = performance.now();

// The suite tests the product on the Node it runs on: package.json's engines.node, which `npm
// install` brings (the registry's `node` package, node_modules/.bin/node, first on `npm test`'s PATH).
const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const wantedMajor = /^\^(\d+)\./.exec(engines.node)?.[1];
if (process.versions.node.split('.')[0] !== wantedMajor) {
  console.error(`The tests run on Node ${process.version} (${process.execPath}), but the product runs on Node ${engines.node}: run them with \`npm test\` after \`npm install\`.`);
  process.exit(1);
}
console.log(`Node ${process.version} (${process.execPath})`);
// Every stage (and whatever it starts with \`#!/usr/bin/env node\`, npx or npm) runs on this same Node.
const childPath = [dirname(process.execPath), process.env.PATH].filter(Boolean).join(delimiter);

function run(stage: Stage): Promise<Outcome> {
  const started = performance.now();
  const [command, ...args] = stage.command;
  return new Promise((resolve) => {
    const child = spawn(command!, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PATH: childPath, FORCE_COLOR: '0' } });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', (code, signal) => {
      const outcome = { stage, at: (started - runStarted) / 1000, seconds: seconds(started), ok: code === 0 };
      const verdict = outcome.ok ? 'passed' : `FAILED (${code ?? signal})`;
      process.stdout.write(`\n===== ${stage.name}: ${verdict} in ${outcome.seconds.toFixed(0)} s =====\n${Buffer.concat(chunks).toString()}\n`);
      resolve(outcome);
    });
  });
}

const wanted = process.argv.slice(2);
const waves = WAVES.map((wave) => wave.filter((s) => wanted.length === 0 || wanted.includes(s.name))).filter((w) => w.length > 0);
const stages = waves.flat();
mkdirSync(REPORT_DIR, { recursive: true });
// A stage that dies before its reporter writes must not be summed from an earlier run's report.
for (const stage of stages) if (stage.project) rmSync(reportOf(stage.project), { force: true });

const outcomes: Outcome[] = [];
for (const wave of waves) {
  console.log(`\n> ${wave.map((s) => s.name).join(' + ')}`);
  outcomes.push(...(await Promise.all(wave.map(run))));
  if (outcomes.some((o) => !o.ok)) break;
}

const files: FileTime[] = [];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const { stage } of outcomes) {
  if (!stage.project) continue;
  const report = readVitestReport(reportOf(stage.project), stage.project);
  if (!report) continue;
  files.push(...report.files);
  passed += report.passed;
  failed += report.failed;
  skipped += report.skipped;
}

console.log('\nStages (seconds; a wave runs its stages side by side):');
for (const o of outcomes) {
  console.log(`  ${o.stage.name.padEnd(12)} ${o.seconds.toFixed(0).padStart(5)}  ${o.ok ? 'passed' : 'FAILED'}  (from ${o.at.toFixed(0)} s)`);
}
console.log(`  ${'total'.padEnd(12)} ${seconds(runStarted).toFixed(0).padStart(5)}`);
console.log('\nThe ten slowest test files (seconds):');
for (const f of slowestFiles(files, 10)) console.log(`  ${f.seconds.toFixed(1).padStart(6)}  ${f.project.padEnd(11)} ${f.file}`);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exitCode = outcomes.every((o) => o.ok) && outcomes.length === stages.length ? 0 : 1;
