/** The Students grid's rules: whose step a student is on, and the order of the rows by each column. */
import { describe, expect, it } from 'vitest';
import { sortProgressRows, studentStep, type ProgressRow } from './lessonProgress';

const row = (id: string, name: string, joined: boolean, stepIndex: number | null, answered: boolean | null, lastSeen: number | null): ProgressRow => ({ id, name, joined, stepIndex, answered, lastSeen });
const ROWS = [
  row('1', 'Zoe', true, 3, false, 500),
  row('2', 'adam', false, null, null, null),
  row('3', 'Ben', true, 1, true, 900),
  row('4', 'Ben', true, 3, null, 100),
];
const order = (key: Parameters<typeof sortProgressRows>[1], direction: 'asc' | 'desc') => sortProgressRows(ROWS, key, direction).map((r) => r.id);

describe('studentStep', () => {
  const lesson = { activityId: '11', taskId: '21' };
  it("is the lesson's step when teacher-paced, the student's own once they moved when student-paced", () => {
    expect(studentStep('teacher', { activityId: '12', taskId: null }, lesson)).toEqual(lesson);
    expect(studentStep('student', { activityId: '12', taskId: null }, lesson)).toEqual({ activityId: '12', taskId: null });
    expect(studentStep('student', { activityId: null, taskId: null }, lesson)).toEqual(lesson);
  });
});

describe('sortProgressRows', () => {
  it('sorts names in the reader’s language, ignoring case, ties by id', () => {
    expect(order('name', 'asc')).toEqual(['2', '3', '4', '1']);
    expect(order('name', 'desc')).toEqual(['1', '4', '3', '2']);
  });
  it('puts joined and answered first when ascending, and what is missing last either way', () => {
    expect(order('joined', 'asc')).toEqual(['3', '4', '1', '2']);
    expect(order('joined', 'desc')).toEqual(['2', '3', '4', '1']);
    expect(order('answered', 'asc')).toEqual(['3', '1', '2', '4']);
    expect(order('answered', 'desc')).toEqual(['1', '3', '2', '4']);
  });
  it('orders steps by their place in the lesson (ties by name) and last seen from the latest', () => {
    expect(order('step', 'asc')).toEqual(['3', '4', '1', '2']);
    expect(order('step', 'desc')).toEqual(['4', '1', '3', '2']);
    expect(order('lastSeen', 'asc')).toEqual(['3', '1', '4', '2']);
    expect(order('lastSeen', 'desc')).toEqual(['4', '1', '3', '2']);
  });
});
