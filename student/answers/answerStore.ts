/**
 * The student's answers, kept in localStorage (`studentAnswers`) until the server has them, so
 * nothing given offline is lost across a reload. One answer per lesson and task, each with the
 * idempotency key it was first sent with (crypto.randomUUID) and, once the server made it, the
 * experience id that a change is PATCHed to.
 */
export const ANSWERS_KEY = 'studentAnswers';

/** What a task's answer holds: chosen choice indexes (as text), a rating, or free text. */
export type AnswerValue = { kind: 'choices'; choices: string[] } | { kind: 'rating'; rating: number } | { kind: 'text'; text: string };

export type AnswerState = 'pending' | 'saved' | 'failed';

export interface StoredAnswer {
  lessonId: string;
  taskId: string;
  value: AnswerValue;
  idempotencyKey: string;
  experienceId: string | null;
  state: AnswerState;
  /** Why the server refused it (a catalogue key or its text), when `failed`. */
  error?: string;
}

type AnswerMap = Record<string, StoredAnswer>;

const keyOf = (lessonId: string, taskId: string): string => `${lessonId}:${taskId}`;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function readAll(): AnswerMap {
  const raw = storage()?.getItem(ANSWERS_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as AnswerMap) : {};
  } catch {
    return {};
  }
}

function writeAll(map: AnswerMap): void {
  storage()?.setItem(ANSWERS_KEY, JSON.stringify(map));
}

export function getAnswer(lessonId: string, taskId: string): StoredAnswer | undefined {
  return readAll()[keyOf(lessonId, taskId)];
}

export function answersOf(lessonId: string): StoredAnswer[] {
  return Object.values(readAll()).filter((a) => a.lessonId === lessonId);
}

export function pendingAnswers(): StoredAnswer[] {
  return Object.values(readAll()).filter((a) => a.state === 'pending');
}

export function putAnswer(answer: StoredAnswer): void {
  const map = readAll();
  map[keyOf(answer.lessonId, answer.taskId)] = answer;
  writeAll(map);
}

/**
 * A new or changed answer, pending until sent: a first answer gets a fresh idempotency key,
 * a change keeps the key and the experience id it already has.
 */
export function recordAnswer(lessonId: string, taskId: string, value: AnswerValue): StoredAnswer {
  const previous = getAnswer(lessonId, taskId);
  const answer: StoredAnswer = {
    lessonId,
    taskId,
    value,
    idempotencyKey: previous?.idempotencyKey ?? crypto.randomUUID(),
    experienceId: previous?.experienceId ?? null,
    state: 'pending',
  };
  putAnswer(answer);
  return answer;
}

/** Forgets a lesson's answers (leaving it); pending ones are kept so they still get sent. */
export function forgetSaved(lessonId: string): void {
  const map = readAll();
  for (const [key, answer] of Object.entries(map)) if (answer.lessonId === lessonId && answer.state !== 'pending') delete map[key];
  writeAll(map);
}
