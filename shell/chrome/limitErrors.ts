/**
 * The seat and children limits (seed 8: 801 studentLimit, 802 teacherLimit, 803 childrenLimit)
 * open a dialog telling the user to get in touch, not only a toast. Every screen's request goes
 * through the data provider, so the shell watches its failures in one place (`watchLimits`)
 * instead of each form, import or dialog checking for them.
 */
import type { DataProvider } from 'react-admin';
import { ERROR_CODES } from '../../domain/errors';

export const LIMIT_IDENTIFIERS = ['studentLimit', 'teacherLimit', 'childrenLimit'] as const;
export type LimitIdentifier = (typeof LIMIT_IDENTIFIERS)[number];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isLimit = (v: unknown): v is LimitIdentifier => typeof v === 'string' && (LIMIT_IDENTIFIERS as readonly string[]).includes(v);
const BY_CODE = new Map<string, LimitIdentifier>(LIMIT_IDENTIFIERS.map((id) => [String(ERROR_CODES[id]), id]));

/** The limit a failed request ran into: from the JSON:API errors the data provider's HttpError carries. */
export function limitOf(error: unknown): LimitIdentifier | null {
  const body = isRecord(error) && isRecord(error.body) ? error.body : undefined;
  const errors = Array.isArray(body?.jsonApiErrors) ? body.jsonApiErrors.filter(isRecord) : [];
  for (const e of errors) {
    const identifier = isRecord(e.meta) ? e.meta.error_identifier : undefined;
    if (isLimit(identifier)) return identifier;
    const byCode = BY_CODE.get(String(e.code));
    if (byCode) return byCode;
  }
  return null;
}

/**
 * The data provider with every method's failures reported to `onLimit` when they are a limit's;
 * the failure still reaches the caller unchanged, so forms keep their field errors.
 */
export function watchLimits<T extends DataProvider>(dataProvider: T, onLimit: (limit: LimitIdentifier) => void): T {
  return new Proxy(dataProvider, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        const result: unknown = Reflect.apply(value, target, args);
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          const limit = limitOf(error);
          if (limit) onLimit(limit);
          throw error;
        });
      };
    },
  });
}
