/** Who may take a lesson's report away, and what its file is called. */
import { describe, expect, it } from 'vitest';
import { lessonReportFileName, mayExportLessonReport } from './lessonReport';

const lesson = { teacherId: '7', organizationId: '3' };
const person = (id: string, organizationId: string | null, organizationAdmin = false) => ({ id, organizationId, organizationAdmin });

describe('mayExportLessonReport', () => {
  it('lets the teacher and their school’s organisation admins in, nobody else', () => {
    expect(mayExportLessonReport(person('7', '3'), lesson)).toBe(true);
    expect(mayExportLessonReport(person('8', '3', true), lesson)).toBe(true);
    // A colleague, another school's admin, a student of the lesson, an admin of every school (no school).
    expect(mayExportLessonReport(person('9', '3'), lesson)).toBe(false);
    expect(mayExportLessonReport(person('8', '4', true), lesson)).toBe(false);
    expect(mayExportLessonReport(person('10', '3'), lesson)).toBe(false);
    expect(mayExportLessonReport(person('1', null, true), { teacherId: '7', organizationId: null })).toBe(false);
  });
});

describe('lessonReportFileName', () => {
  it('is the plan’s name and the lesson’s day, in ASCII and in its own letters', () => {
    expect(lessonReportFileName('Light and shadow', '2025-03-01T10:00:00Z')).toEqual({ ascii: 'light-and-shadow-2025-03-01.csv', unicode: 'Light-and-shadow-2025-03-01.csv' });
    expect(lessonReportFileName('Äänet & valo: "osa 2"/3', new Date('2025-12-31T23:30:00Z'))).toEqual({
      ascii: 'aanet-valo-osa-2-3-2025-12-31.csv',
      unicode: 'Äänet-valo-osa-2-3-2025-12-31.csv',
    });
    expect(lessonReportFileName('Звук', null)).toEqual({ ascii: 'lesson.csv', unicode: 'Звук.csv' });
    expect(lessonReportFileName('', 'not a date').ascii).toBe('lesson.csv');
    expect(lessonReportFileName('x'.repeat(200), '2025-03-01').ascii).toBe(`${'x'.repeat(60)}-2025-03-01.csv`);
  });
});
