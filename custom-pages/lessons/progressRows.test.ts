/** The Students grid's rows from the progress read: names numbered over the roster, step places, last seen in words. */
import { describe, expect, it } from 'vitest';
import type { OutlineActivity } from './lessonRecords';
import { lastSeenText, progressRows, stepPlace } from './progressRows';

const task = (id: string, name: string) => ({ id, name, description: null, teacherNotes: null, taskType: 'multiple_choice', choices: [] });
const activity = (id: string, name: string, tasks: OutlineActivity['tasks']): OutlineActivity => ({ id, name, description: null, teacherNotes: null, durationMinutes: null, tasks });
const ACTIVITIES = [activity('11', 'Warm up', [task('21', 'Which is a volcano?')]), activity('12', 'Rivers', [task('22', 'Where?'), task('23', 'Why?')])];

describe('stepPlace', () => {
  it('names each step by its activity and task number, with its own name', () => {
    expect(stepPlace(ACTIVITIES, 0)).toEqual({ activity: 1, task: null, name: 'Warm up' });
    expect(stepPlace(ACTIVITIES, 1)).toEqual({ activity: 1, task: 1, name: 'Which is a volcano?' });
    expect(stepPlace(ACTIVITIES, 4)).toEqual({ activity: 2, task: 2, name: 'Why?' });
    expect(stepPlace(ACTIVITIES, 5)).toBeNull();
  });
});

describe('progressRows', () => {
  it('numbers shared names over everyone read, places each step, and leaves a removed step unknown', () => {
    const rows = progressRows(
      [
        { id: '7-35', studentId: '35', firstName: 'Ivy', lastName: 'Brown', joined: true, currentActivityId: '12', currentTaskId: '23', answered: false, lastSeenAt: '2025-03-01T10:00:00.000Z' },
        { id: '7-31', studentId: '31', firstName: 'Ivy', lastName: 'Brown', joined: false, currentActivityId: null, currentTaskId: null, answered: null, lastSeenAt: null },
        { id: '7-40', studentId: '40', firstName: null, lastName: null, joined: true, currentActivityId: '99', currentTaskId: null, answered: null, lastSeenAt: null },
      ],
      ACTIVITIES,
      'Unknown student',
    );
    expect(rows).toEqual([
      { id: '35', name: 'Ivy Brown (2)', joined: true, stepIndex: 4, answered: false, lastSeen: Date.parse('2025-03-01T10:00:00.000Z') },
      { id: '31', name: 'Ivy Brown (1)', joined: false, stepIndex: null, answered: null, lastSeen: null },
      { id: '40', name: 'Unknown student', joined: true, stepIndex: null, answered: null, lastSeen: null },
    ]);
  });
});

describe('lastSeenText', () => {
  const now = Date.parse('2025-03-01T10:00:00Z');
  it('says how long ago in the reader’s language', () => {
    expect(lastSeenText(now - 10_000, now, 'en')).toBe('now');
    expect(lastSeenText(now - 120_000, now, 'en')).toBe('2 minutes ago');
    expect(lastSeenText(now - 120_000, now, 'fi')).toBe('2 minuuttia sitten');
    expect(lastSeenText(now - 3 * 3600_000, now, 'es')).toBe('hace 3 horas');
    expect(lastSeenText(now - 2 * 86_400_000, now, 'pt')).toBe('anteontem');
  });
});
