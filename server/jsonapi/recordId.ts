/**
 * Record ids as they appear in paths, bodies and filters: the canonical decimal form of a
 * positive PostgreSQL `integer` ("7", never "007", "7.0", "1e3" or "-1"). One record then has one
 * URL, and the database is never asked for a value outside its integer range (which it would
 * answer with an error, not with "no such record").
 */
import { notFound } from './errors';

const CANONICAL = /^[1-9]\d{0,9}$/;
/** PostgreSQL's largest `integer`; ids are `serial`. */
const MAX_RECORD_ID = 2_147_483_647;

export function isRecordId(raw: unknown): raw is string {
  return typeof raw === 'string' && CANONICAL.test(raw) && Number(raw) <= MAX_RECORD_ID;
}

/** The id as a number for a query, or a JSON:API 404: a string that is no record id names no record. */
export function parseId(raw: string | undefined): number {
  if (!isRecordId(raw)) throw notFound();
  return Number(raw);
}
