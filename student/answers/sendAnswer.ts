/**
 * Sending an answer so that nothing is lost and nothing is sent twice (contract of issue 11):
 *
 * | situation                               | what happens                                        |
 * |-----------------------------------------|-----------------------------------------------------|
 * | offline, or the request fails to leave   | stays `pending`; sent again on 'online' or on load  |
 * | first send                              | POST /experiences with the answer's idempotency key  |
 * | resend of a POST that reached the server | the same key again: 200 with the stored record = sent |
 * | an answer for this task already exists   | 409 answerExists: PATCH meta.existing_id instead     |
 * | a change once the server has the answer  | PATCH /experiences/{id}                             |
 * | server error (5xx)                      | stays `pending`                                     |
 * | refused (other 4xx)                     | `failed`, with the server's message                 |
 */
import { isApiFailure, type ApiFailure } from '../../dataProvider/ApiFailure';
import type { ResourceObject } from '../../dataProvider/types';
import { document, send } from '../api/client';
import { getAnswer, putAnswer, type AnswerValue, type StoredAnswer } from './answerStore';

export function answerAttributes(value: AnswerValue): Record<string, unknown> {
  switch (value.kind) {
    case 'choices':
      return { choices: value.choices };
    case 'rating':
      return { rating: value.rating };
    case 'text':
      return { answer_text: value.text };
  }
}

const sameValue = (a: AnswerValue, b: AnswerValue): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Whether the stored record (a replay's answer) already says what the student answered. */
function recordMatches(record: ResourceObject | undefined, value: AnswerValue): boolean {
  const attributes = record?.attributes ?? {};
  return Object.entries(answerAttributes(value)).every(([k, v]) => JSON.stringify(attributes[k]) === JSON.stringify(v));
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

async function patch(id: string, value: AnswerValue): Promise<void> {
  await send({ method: 'PATCH', path: `/experiences/${encodeURIComponent(id)}`, body: document({ type: 'experiences', id, attributes: answerAttributes(value) }) });
}

/** POST, or PATCH when the server already has this student's answer; returns the experience id. */
async function create(answer: StoredAnswer): Promise<string> {
  const body = document({
    type: 'experiences',
    attributes: { verb: 'answered', ...answerAttributes(answer.value), idempotency_key: answer.idempotencyKey },
    relationships: {
      entity: { data: { type: 'lessonPlanTasks', id: answer.taskId } },
      lesson: { data: { type: 'lessons', id: answer.lessonId } },
    },
  });
  try {
    const { status, doc } = await send({ method: 'POST', path: '/experiences', body });
    const record = Array.isArray(doc.data) ? doc.data[0] : (doc.data ?? undefined);
    const id = record?.id;
    if (!id) throw new Error('experiences: no id in the response');
    // A replay answers the record first stored under this key: bring it up to the latest answer.
    if (status === 200 && !recordMatches(record, answer.value)) await patch(id, answer.value);
    return id;
  } catch (error) {
    const existing = isApiFailure(error) && error.status === 409 ? existingId(error) : null;
    if (existing === null) throw error;
    await patch(existing, answer.value);
    return existing;
  }
}

function existingId(failure: ApiFailure): string | null {
  const id = failure.errors[0]?.meta?.existing_id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

function isRetryable(error: unknown): boolean {
  return !isApiFailure(error) || error.status === 0 || error.status >= 500;
}

const inFlight = new Map<string, Promise<StoredAnswer>>();

async function deliver(answer: StoredAnswer): Promise<StoredAnswer> {
  if (isOffline()) return answer;
  let experienceId = answer.experienceId;
  try {
    if (experienceId) await patch(experienceId, answer.value);
    else experienceId = await create(answer);
  } catch (error) {
    if (isRetryable(error)) return getAnswer(answer.lessonId, answer.taskId) ?? answer;
    const failed: StoredAnswer = { ...answer, state: 'failed', error: error instanceof Error ? error.message : String(error) };
    putAnswer(failed);
    return failed;
  }
  // The student may have changed the answer while it was on its way: keep that change pending.
  const latest = getAnswer(answer.lessonId, answer.taskId) ?? answer;
  const next: StoredAnswer = sameValue(latest.value, answer.value)
    ? { ...latest, experienceId, state: 'saved' }
    : { ...latest, experienceId, state: 'pending' };
  delete next.error;
  putAnswer(next);
  return next.state === 'pending' ? deliver(next) : next;
}

/** Sends one answer; a second call while the first is on its way waits for it instead. */
export function sendAnswer(answer: StoredAnswer): Promise<StoredAnswer> {
  const key = `${answer.lessonId}:${answer.taskId}`;
  const running = inFlight.get(key);
  if (running) return running;
  const promise = deliver(answer).finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}
