/**
 * Database constraint violations that a client can cause become JSON:API errors instead of 500s:
 * a unique field already taken (with the seed's code, e.g. 804), a missing related record,
 * a value the column refuses, or a delete blocked by records that still use this one (811).
 */
import { wireName, type ResourceDef, type UniqueRule } from '../../resources/kit';
import { ApiError, type ErrorSpec } from './errors';
import { pointerFor, type Payload } from './payload';

interface PgError {
  code?: string;
  constraint?: string;
  column?: string;
  message?: string;
}

/**
 * Unique indexes that state a rule, by name, and the refusal each means. The rule's hook checks
 * first and says more; the index decides under concurrent writes (two starts of one class's lesson).
 */
const CONSTRAINT_ERRORS: Readonly<Record<string, ErrorSpec>> = {
  lessons_one_active_per_class: { status: 409, identifier: 'lessonActive' },
  experiences_one_answer: { status: 409, identifier: 'answerExists' },
  // Two resends of one answer at the same moment: the first stored it.
  experiences_idempotency: { status: 409, identifier: 'answerExists' },
};

export function pgErrorOf(err: unknown): PgError | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as PgError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
  }
  return undefined;
}

function uniqueFieldOf(def: ResourceDef, constraint: string): [string, UniqueRule] | undefined {
  for (const [name, field] of Object.entries(def.attributes)) {
    if (field.unique && constraint.includes(`_${wireName(name, field)}_`)) return [name, field.unique];
  }
  return undefined;
}

export async function translateDbError<T>(def: ResourceDef, payload: Payload | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const pg = pgErrorOf(err);
    if (!pg) throw err;
    const pointer = (name: string): string => payload?.pointers.get(name) ?? pointerFor(def, name);
    switch (pg.code) {
      case '23505': {
        const rule = CONSTRAINT_ERRORS[pg.constraint ?? ''] ?? Object.entries(CONSTRAINT_ERRORS).find(([name]) => pg.message?.includes(name))?.[1];
        if (rule) throw ApiError.of(rule);
        const unique = uniqueFieldOf(def, pg.constraint ?? '');
        if (unique) throw ApiError.of({ status: 422, identifier: unique[1].identifier, pointer: pointer(unique[0]) });
        throw ApiError.of({ status: 409, identifier: 'conflict', detail: 'A record with these values already exists' });
      }
      // 23001 restrict_violation: what PGlite (PostgreSQL 17) raises for ON DELETE RESTRICT.
      case '23001':
      case '23503':
        throw payload
          ? ApiError.of({ status: 404, identifier: 'notFound', detail: 'A related record does not exist' })
          : ApiError.of({ status: 409, identifier: 'deletionError' });
      case '23502':
      case '23514':
        throw ApiError.of({ status: 422, identifier: pg.code === '23502' ? 'fieldNoBlank' : 'badRequest', pointer: '/data' });
      default:
        throw err;
    }
  }
}
