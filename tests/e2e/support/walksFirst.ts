/**
 * The order browser-test files start in (the e2e project's `sequence.sequencer`): the console
 * walks (console-walk-*.test.ts, minutes each) first, then vitest's own order (the slowest of the
 * last run first; on a clean clone, where no run is remembered, the largest file first). Started
 * last, a walk would run alone at the end while the other workers sat idle.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const WALK = /console-walk-[^/]*\.test\.ts$/;

export class WalksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => WALK.test(f.moduleId)), ...sorted.filter((f) => !WALK.test(f.moduleId))];
  }
}
