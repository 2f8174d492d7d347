/**
 * The order test files start in (`sequence.sequencer`, which vitest reads from the root config
 * only, for every project). Each project's files as vitest orders them (the slowest of the last
 * run first; on a clean clone, which remembers no run, the largest file first), then:
 * - e2e: the console walks (console-walk-*.test.ts, minutes each) first, so they do not run last
 *   and alone while the other workers sit idle;
 * - unit: the slowest first by the seconds each took in a recorded run (unitFileTimes.json), files
 *   not recorded yet before all, as vitest does itself once it remembers a run. On a clean clone
 *   the unit run took 259–275 s here, and 177–181 s once a run was remembered.
 * `npx tsx tests/support/fileOrder.ts` records the times of the last unit run
 * (test-results/vitest-unit.json, which `npm test` writes).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { PROJECT_ROOT } from '../../server/projectRoot';
import { readVitestReport } from './vitestReport';

const TIMES_FILE = new URL('./unitFileTimes.json', import.meta.url);
const WALK = /console-walk-[^/]*\.test\.ts$/;

/** Smaller starts sooner; files of equal rank keep vitest's order (the sort is stable). */
function ranker(project: string): ((f: TestSpecification) => number) | undefined {
  if (project === 'e2e') return (f) => (WALK.test(f.moduleId) ? 0 : 1);
  if (project === 'unit') {
    const times = JSON.parse(readFileSync(TIMES_FILE, 'utf8')) as Record<string, number>;
    return (f) => -(times[relative(PROJECT_ROOT, f.moduleId)] ?? Infinity);
  }
  return undefined;
}

export class SuiteOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = new Map<string, TestSpecification[]>();
    for (const f of await super.sort(files)) byProject.set(f.project.name, [...(byProject.get(f.project.name) ?? []), f]);
    return [...byProject].flatMap(([project, specs]) => {
      const rank = ranker(project);
      // Two files not recorded yet compare equal (-Infinity minus -Infinity is NaN).
      return rank ? [...specs].sort((a, b) => rank(a) - rank(b) || 0) : specs;
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = readVitestReport('test-results/vitest-unit.json', 'unit');
  if (!report) throw new Error('no unit report: run `npm test -- unit` first');
  const times = Object.fromEntries(report.files.map((f) => [f.file, Math.round(f.seconds * 10) / 10] as const).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(TIMES_FILE, `${JSON.stringify(times, null, 1)}\n`);
  console.log(`recorded ${report.files.length} unit files' times`);
}
