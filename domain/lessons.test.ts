/** The classroom's pure rules: passphrases as drawn and as typed, a lesson's steps, a plan's order. */
import { describe, expect, it } from 'vitest';
import {
  lessonSteps,
  classFitsMode,
  LESSON_START_CHOICES,
  modeNeedsClass,
  TEACHING_MODES,
  newPassphrase,
  normalisePassphrase,
  orderedActivities,
  PASSPHRASE_DIGITS,
  PASSPHRASE_EXAMPLE,
  PASSPHRASE_PATTERN,
  PASSPHRASE_WORDS,
  stepIndex,
} from './lessons';

describe('passphrases', () => {
  it('are four listed words and two digits without 0 or 1', () => {
    let n = 0;
    const cycling = (bound: number): number => n++ % bound;
    for (let i = 0; i < 50; i++) {
      const passphrase = newPassphrase(cycling);
      expect(passphrase).toMatch(PASSPHRASE_PATTERN);
      const parts = passphrase.split('-');
      const digits = parts.pop()!;
      expect(parts).toHaveLength(4);
      for (const word of parts) expect(PASSPHRASE_WORDS).toContain(word);
      expect(digits).toHaveLength(2);
      for (const d of digits) expect(PASSPHRASE_DIGITS).toContain(d);
    }
    expect('frog-maple-47').not.toMatch(PASSPHRASE_PATTERN);
    expect(PASSPHRASE_DIGITS).not.toMatch(/[01]/);
    expect(new Set(PASSPHRASE_WORDS).size).toBe(PASSPHRASE_WORDS.length);
  });

  it('are shown to students by an example that is one, drawn from the same words', () => {
    const example = normalisePassphrase(PASSPHRASE_EXAMPLE);
    expect(example).toMatch(PASSPHRASE_PATTERN);
    for (const word of example.split('-').slice(0, -1)) expect(PASSPHRASE_WORDS).toContain(word);
  });

  it('are found however they are typed: case, spaces, dots and repeated separators', () => {
    expect(normalisePassphrase('Frog Maple 47')).toBe('frog-maple-47');
    expect(normalisePassphrase('  FROG--maple . 47 ')).toBe('frog-maple-47');
    expect(normalisePassphrase('frog maple47')).toBe('frog-maple-47');
    expect(normalisePassphrase(' - . ')).toBe('');
  });
});

describe('a lesson', () => {
  it('needs a class in front of a class, takes none with no class, and may go without one remotely', () => {
    expect(modeNeedsClass('front_no_class')).toBe(false);
    expect(modeNeedsClass('front_class')).toBe(true);
    expect(modeNeedsClass('remote')).toBe(false);
    expect(classFitsMode('front_no_class', true)).toBe(false);
    expect(classFitsMode('front_no_class', false)).toBe(true);
    expect(classFitsMode('front_class', false)).toBe(false);
    expect(classFitsMode('front_class', true)).toBe(true);
    expect(classFitsMode('remote', true)).toBe(true);
    expect(classFitsMode('remote', false)).toBe(true);
  });

  it('offers every mode and the quick session (remote, no class) as start choices the rule allows', () => {
    expect(LESSON_START_CHOICES.map((c) => c.id)).toEqual(['front_no_class', 'front_class', 'remote', 'quick_session']);
    expect(LESSON_START_CHOICES.find((c) => c.id === 'quick_session')).toEqual({ id: 'quick_session', mode: 'remote', withClass: false });
    for (const c of LESSON_START_CHOICES) expect(classFitsMode(c.mode, c.withClass), c.id).toBe(true);
    for (const m of TEACHING_MODES) expect(LESSON_START_CHOICES.some((c) => c.mode === m)).toBe(true);
  });

  it("steps through each activity's introduction and then its tasks", () => {
    const steps = lessonSteps([
      { id: 'a', taskIds: ['t1', 't2'] },
      { id: 'b', taskIds: [] },
    ]);
    expect(steps).toEqual([
      { activityId: 'a', taskId: null },
      { activityId: 'a', taskId: 't1' },
      { activityId: 'a', taskId: 't2' },
      { activityId: 'b', taskId: null },
    ]);
    expect(stepIndex(steps, { activityId: 'a', taskId: 't2' })).toBe(2);
    expect(stepIndex(steps, { activityId: 'b' })).toBe(3);
    expect(stepIndex(steps, { activityId: 'gone', taskId: null })).toBe(0);
    expect(stepIndex(steps, null)).toBe(0);
  });

  it("orders a plan's activities and each one's tasks by position, ties by id", () => {
    const plan = orderedActivities(
      [
        { id: '2', position: 1 },
        { id: '9', position: 0 },
        { id: '3', position: 1 },
      ],
      [
        { id: '5', position: 1, activityId: '9' },
        { id: '4', position: 0, activityId: '9' },
        { id: '6', position: 0, activityId: '3' },
      ],
    );
    expect(plan.map(({ activity, tasks }) => [activity.id, tasks.map((t) => t.id)])).toEqual([
      ['9', ['4', '5']],
      ['2', []],
      ['3', ['6']],
    ]);
  });
});
