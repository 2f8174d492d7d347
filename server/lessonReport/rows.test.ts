/** The report's table and its CSV: rows per student and task, readable answers, escaping and formula injection. */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { reportCsvTexts } from '../../i18n/reportCsv';
import { reportCsvEn } from '../../i18n/reportCsv.en';
import { FORMULA_START, toCsv, UTF8_BOM } from './csv';
import { reportTable, zonedTimestamp, type ReportData } from './rows';

const at = new Date('2025-03-01T10:04:05Z');
const DATA: ReportData = {
  planName: 'Volcanoes',
  tasks: [
    { id: '21', activityName: 'Warm up', name: 'Which is a volcano?', taskType: 'multiple_choice', choices: ['Etna', 'Everest', 'Fuji'], correctChoices: ['Etna'] },
    { id: '22', activityName: 'Warm up', name: 'How did you like it?', taskType: 'rating', choices: [], correctChoices: [] },
    { id: '23', activityName: 'Talk', name: 'Why?', taskType: 'discussion', choices: [], correctChoices: [] },
  ],
  students: [
    { id: '32', firstName: 'Ivy', lastName: 'Brown', username: null },
    { id: '31', firstName: 'Ivy', lastName: 'Brown', username: null },
    { id: '30', firstName: 'Ada', lastName: null, username: null },
    { id: '29', firstName: null, lastName: null, username: null },
  ],
  answers: [
    { actorId: '31', taskId: '21', choices: ['0', '2', '7'], rating: null, answerText: null, answeredAt: at },
    { actorId: '31', taskId: '22', choices: [], rating: 4, answerText: null, answeredAt: at },
    { actorId: '30', taskId: '21', choices: ['0'], rating: null, answerText: null, answeredAt: at },
    { actorId: '32', taskId: '23', choices: [], rating: null, answerText: '=HYPERLINK("http://x","y")\nsecond, line', answeredAt: at },
  ],
  revealedTaskIds: ['21'],
};

describe('reportTable', () => {
  const table = reportTable(DATA, { texts: reportCsvEn, timeZone: 'Europe/Helsinki', locale: 'en' });

  it('has a heading row and one row per student and task, students by name (shared names numbered by id), tasks in order', () => {
    expect(table[0]).toEqual(['Student', 'Student ID', 'Task no.', 'Activity', 'Task', 'Task type', 'Answer', 'Answered at (Europe/Helsinki)', 'Correct', 'Quiz score (out of 1)']);
    expect(table).toHaveLength(1 + 4 * 3);
    expect(table.slice(1).map((r) => `${r[0]}#${r[1]}:${r[2]}`)).toEqual([
      'Ada#30:1', 'Ada#30:2', 'Ada#30:3',
      'Ivy Brown (1)#31:1', 'Ivy Brown (1)#31:2', 'Ivy Brown (1)#31:3',
      'Ivy Brown (2)#32:1', 'Ivy Brown (2)#32:2', 'Ivy Brown (2)#32:3',
      'Student 29#29:1', 'Student 29#29:2', 'Student 29#29:3',
    ]);
  });

  it('numbers shared names over the whole class, joined or not, as the student picker does (issue 25)', () => {
    // Only the later Ivy joined; the earlier one is in the class: the joined one is "Ivy Brown (2)" everywhere.
    const later = { id: '32', firstName: 'Ivy', lastName: 'Brown', username: null };
    const roster = [{ id: '31', firstName: 'Ivy', lastName: 'Brown', username: null }, later];
    const rows = reportTable({ ...DATA, students: [later], roster }, { texts: reportCsvEn, timeZone: 'UTC', locale: 'en' }).slice(1);
    expect(rows.map((r) => `${r[0]}#${r[1]}`)).toEqual(['Ivy Brown (2)#32', 'Ivy Brown (2)#32', 'Ivy Brown (2)#32']);
  });

  it('writes answers as people read them, in the asked zone, and leaves unanswered tasks empty', () => {
    expect(table[4]).toEqual(['Ivy Brown (1)', 31, 1, 'Warm up', 'Which is a volcano?', 'Multiple choice', 'Etna; Fuji; Choice 8', '2025-03-01 12:04:05', 'No', 0]);
    expect(table[5]).toEqual(['Ivy Brown (1)', 31, 2, 'Warm up', 'How did you like it?', 'Rating', 4, '2025-03-01 12:04:05', '', 0]);
    expect(table[6]).toEqual(['Ivy Brown (1)', 31, 3, 'Talk', 'Why?', 'Discussion', '', '', '', 0]);
    expect(table[9]?.[6]).toBe(DATA.answers[3]!.answerText);
  });

  it('says who was right on a revealed quiz task and each student’s score on each of their rows (quiz mode)', () => {
    expect(table[1]).toEqual(['Ada', 30, 1, 'Warm up', 'Which is a volcano?', 'Multiple choice', 'Etna', '2025-03-01 12:04:05', 'Yes', 1]);
    expect(table.slice(1, 4).map((r) => r[9])).toEqual([1, 1, 1]);
    // Before any reveal nobody is right or wrong and there is no score.
    const hidden = reportTable({ ...DATA, revealedTaskIds: [] }, { texts: reportCsvEn, timeZone: 'UTC', locale: 'en' });
    expect(hidden[0]?.[9]).toBe('Quiz score (out of 0)');
    expect(hidden.slice(1).every((r) => r[8] === '' && r[9] === '')).toBe(true);
  });

  it('speaks the reader’s language', () => {
    const fi = reportTable(DATA, { texts: reportCsvTexts('fi'), timeZone: 'UTC', locale: 'fi' });
    expect(fi[0]?.[0]).toBe('Oppilas');
    expect(fi[0]?.[7]).toBe('Vastattu (UTC)');
    expect(fi[5]?.[5]).toBe('Arviointi');
  });
});

describe('zonedTimestamp', () => {
  it('is the wall time in the zone, midnight as 00', () => {
    expect(zonedTimestamp(new Date('2025-06-30T22:00:09Z'), 'Europe/Helsinki')).toBe('2025-07-01 01:00:09');
    expect(zonedTimestamp(new Date('2025-01-01T00:00:00Z'), 'UTC')).toBe('2025-01-01 00:00:00');
  });
});

describe('toCsv', () => {
  it('starts with a byte order mark, quotes what needs it and reads back as written', () => {
    const csv = toCsv([['a', 'b'], ['say "hi", then go', 'two\nlines'], ['Jääskeläinen', 3]]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('a,b\r\n"say ""hi"", then go","two\nlines"\r\nJääskeläinen,3');
    expect(Papa.parse(csv.slice(1)).data).toEqual([['a', 'b'], ['say "hi", then go', 'two\nlines'], ['Jääskeläinen', '3']]);
  });

  it('writes a cell a spreadsheet would run as a formula as text, also over several lines', () => {
    const cells = ['=1+2', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '＝1+2', '=A1\n=B2', 'ok = fine', 'e-mail'];
    const [row] = Papa.parse<string[]>(toCsv([cells]).slice(1)).data;
    expect(row).toEqual(["'=1+2", "'+1", "'-1", "'@SUM(A1)", "'\t=1", "'\r=1", "'＝1+2", "'=A1\n=B2", 'ok = fine', 'e-mail']);
    // Numbers are never formulas: a rating or an id stays a number.
    expect(toCsv([[-1, 4]]).slice(1)).toBe('-1,4');
    expect(FORMULA_START.test('=x\ny')).toBe(true);
  });
});
