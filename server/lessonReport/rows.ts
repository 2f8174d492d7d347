/**
 * The report's table (issue 25): one row per student and answerable task, students by name (then
 * id, so two of the same name stay apart and keep their order), each student's tasks in teaching
 * order; the answer as a person reads it (the chosen choices' own texts, the rating's number, the
 * text written) and when it was last given, in the asked time zone. A task not answered has an
 * empty answer. Quiz mode (issue 25): whether an answer to a revealed quiz task was right, and each
 * student's score (domain/quiz.ts, correct answers out of the revealed quiz tasks, the count in
 * the heading) on each of their rows; both empty before any reveal. Pure: the records come from
 * load.ts.
 */
import { distinctNames } from '../../domain/lessonNames';
import { LESSON_REPORT_COLUMNS } from '../../domain/lessonReport';
import { isCorrectAnswer, isQuizTask, quizScores } from '../../domain/quiz';
import { interpolate } from '../../i18n/lookup';
import type { ReportCsvTexts } from '../../i18n/reportCsv';
import { users } from '../../resources';
import { recordTitle } from '../../resources/kit';
import type { CsvCell } from './csv';

export interface ReportStudent {
  id: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}

/** An answerable task of the plan, in teaching order. */
export interface ReportTask {
  id: string;
  activityName: string;
  name: string;
  taskType: string;
  choices: readonly string[];
  /** Quiz mode: the texts of the right choices; empty for any other task. */
  correctChoices: readonly string[];
}

export interface ReportAnswer {
  actorId: string;
  taskId: string;
  /** The chosen choices' indexes, as text (experiences.choices). */
  choices: readonly string[];
  rating: number | null;
  answerText: string | null;
  answeredAt: Date;
}

export interface ReportData {
  planName: string;
  students: readonly ReportStudent[];
  tasks: readonly ReportTask[];
  answers: readonly ReportAnswer[];
  /**
   * Everyone the lesson knows (issue 25, lessonProgress/roster.ts: the class's students too, joined
   * or not): the set shared names are numbered over, as on every screen. `students` when absent.
   */
  roster?: readonly ReportStudent[];
  /** The quiz tasks the teacher revealed to the class. */
  revealedTaskIds: readonly string[];
}

export interface TableOptions {
  texts: ReportCsvTexts;
  /** IANA zone of the times (UTC by default). */
  timeZone: string;
  /** Orders names as the reader's language does. */
  locale: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `2025-03-01 10:04:05` in the zone: a form every spreadsheet reads as a date and time. */
export function zonedTimestamp(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return `${part('year')}-${pad(part('month'))}-${pad(part('day'))} ${pad(part('hour'))}:${pad(part('minute'))}:${pad(part('second'))}`;
}

export function studentName(student: ReportStudent, texts: ReportCsvTexts): string {
  return recordTitle(users, { ...student }) ?? interpolate(texts.unnamedStudent, { id: student.id });
}

function answerCell(task: ReportTask, answer: ReportAnswer, texts: ReportCsvTexts): CsvCell {
  if (task.taskType === 'rating' && answer.rating !== null) return answer.rating;
  if (task.taskType === 'multiple_choice')
    return answer.choices.map((c) => task.choices[Number(c)] ?? interpolate(texts.unknownChoice, { number: Number(c) + 1 })).join('; ');
  return answer.answerText ?? '';
}

/** The lesson's students as every screen names them (shared names numbered, domain/lessonNames.ts), by name then id. */
export function namedStudents(data: Pick<ReportData, 'students' | 'roster'>, texts: ReportCsvTexts, locale: string): { id: string; name: string }[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const named = data.students.map((s) => ({ id: s.id, name: studentName(s, texts) }));
  // Numbered over the whole roster, so "Ivy Brown (2)" is the same person as in the student picker.
  const shown = distinctNames([...(data.roster ?? []).map((s) => ({ id: s.id, name: studentName(s, texts) })), ...named]);
  return named.map((s) => ({ id: s.id, name: shown.get(s.id) ?? s.name })).sort((a, b) => collator.compare(a.name, b.name) || Number(a.id) - Number(b.id));
}

/** Whether an answer to a revealed quiz task was right, as the file says it; empty otherwise. */
function correctCell(task: ReportTask, answer: ReportAnswer | undefined, revealed: ReadonlySet<string>, texts: ReportCsvTexts): CsvCell {
  if (!answer || !revealed.has(task.id) || !isQuizTask(task)) return '';
  return isCorrectAnswer(task, answer.choices) ? texts.yes : texts.no;
}

export function reportTable(data: ReportData, { texts, timeZone, locale }: TableOptions): CsvCell[][] {
  const students = namedStudents(data, texts, locale);
  const scores = new Map(quizScores(data.tasks, data.revealedTaskIds, data.answers, students.map((s) => s.id)).map((s) => [s.studentId, s]));
  const revealedCount = scores.values().next().value?.revealed ?? 0;
  const header = LESSON_REPORT_COLUMNS.map((column) => interpolate(texts.columns[column], { zone: timeZone, count: revealedCount }));
  const byKey = new Map(data.answers.map((a) => [`${a.actorId}:${a.taskId}`, a]));
  const revealed = new Set(data.revealedTaskIds);
  const typeName = (type: string): string => (texts.taskTypes as Record<string, string>)[type] ?? type;
  const rows = students.flatMap((student) =>
    data.tasks.map((task, index): CsvCell[] => {
      const answer = byKey.get(`${student.id}:${task.id}`);
      return [
        student.name,
        Number(student.id),
        index + 1,
        task.activityName,
        task.name,
        typeName(task.taskType),
        answer ? answerCell(task, answer, texts) : '',
        answer ? zonedTimestamp(answer.answeredAt, timeZone) : '',
        correctCell(task, answer, revealed, texts),
        revealedCount > 0 ? (scores.get(student.id)?.correct ?? 0) : '',
      ];
    }),
  );
  return [header, ...rows];
}
