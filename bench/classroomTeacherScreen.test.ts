import { describe, expect, it } from 'vitest';
import { changedAnswersPath, progressPath, teacherScreen } from './classroomTeacherScreen';

/** A teacher's reads that answer when the test says, so what is in flight can be seen. */
function slowReads() {
  const paths: string[] = [];
  const answers: (() => void)[] = [];
  const read = (path: string): Promise<number> => {
    paths.push(path);
    return new Promise((resolve) => answers.push(() => resolve(200)));
  };
  const answerAll = async (): Promise<void> => {
    for (const answer of answers.splice(0)) answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { paths, read, answerAll };
}

describe('the bench teacher screen reads as the lesson page does', () => {
  it('a burst of answers is one read of the grid, and what comes while it is out one more after it', async () => {
    const reads = slowReads();
    const screen = teacherScreen('7', reads.read);
    screen.answered(1, '10');
    screen.answered(2, '11');
    await Promise.resolve();
    expect(reads.paths).toEqual([progressPath('7')]);
    screen.answered(3, '12');
    screen.answered(4, '13');
    await reads.answerAll();
    expect(reads.paths).toEqual([progressPath('7'), progressPath('7')]);
    await reads.answerAll();
    await screen.settled();
    expect(screen.grid).toHaveLength(4);
    expect(screen.errors()).toBe(0);
  });

  it('on the Report tab reads the answers the events named, those arriving meanwhile in the next read', async () => {
    const reads = slowReads();
    const screen = teacherScreen('7', reads.read);
    screen.tab = 'report';
    screen.answered(1, '10');
    screen.answered(2, '11');
    await Promise.resolve();
    screen.answered(3, '12');
    await reads.answerAll();
    await reads.answerAll();
    await screen.settled();
    expect(reads.paths.filter((p) => p.startsWith('/experiences'))).toEqual([changedAnswersPath(['10', '11']), changedAnswersPath(['12'])]);
    expect(screen.report).toHaveLength(3);
  });
});
