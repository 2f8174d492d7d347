/**
 * Failed import responses as messages the dialog shows: an `errors.import.*` identifier is
 * translated with the values the error carries (meta.lines, meta.count ...), any other error as
 * the data provider's message (seed section 8); the lines named become highlighted rows.
 * A network failure or a server fault is the seed's 'Upload failed. Please try again.'
 */
import { errorsEn } from '../../i18n/errors.en';
import { messageOf, type JsonApiError } from '../../dataProvider';
import type { ImportMessage } from '../../domain/csvImport';

export const UPLOAD_FAILED: ImportMessage = { key: 'errors.import.uploadFailed', identifier: 'uploadFailed' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function hasImportText(identifier: string): boolean {
  const texts: Record<string, string> = errorsEn.import;
  return identifier in texts || `${identifier}_one` in texts;
}

/** meta.lines as numbers, whether sent as a list or as text like "3, 7". */
export function linesOf(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,\s]+/) : typeof value === 'number' ? [value] : [];
  return parts.map(Number).filter((n) => Number.isInteger(n) && n > 0);
}

const scalars = (from: Record<string, unknown>): Record<string, string | number> => {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(from)) if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  return values;
};

/**
 * The server sends `meta.error_key` (`errors.import.*`) and `meta.values` for the rule messages;
 * its identifier may differ (a seat limit is `studentLimit`, code 801, with the import's wording).
 */
function importKeyOf(meta: Record<string, unknown>, identifier: string): string | undefined {
  const key = typeof meta.error_key === 'string' ? meta.error_key : `errors.import.${identifier}`;
  return key.startsWith('errors.import.') && hasImportText(key.slice('errors.import.'.length)) ? key : undefined;
}

/** The rows an error names: meta.lines, its values' lines, or a `/rows/{n}` pointer. */
function linesOfError(error: JsonApiError): number[] {
  const meta = error.meta ?? {};
  const fromValues = isRecord(meta.values) ? linesOf(meta.values.lines) : [];
  const fromPointer = /^\/rows\/(\d+)$/.exec(error.source?.pointer ?? '')?.[1];
  return [...new Set([...linesOf(meta.lines), ...fromValues, ...linesOf(fromPointer)])];
}

function toMessage(error: JsonApiError): ImportMessage {
  const meta = error.meta ?? {};
  const identifier = typeof meta.error_identifier === 'string' ? meta.error_identifier : '';
  const key = importKeyOf(meta, identifier);
  if (key === undefined) return { key: messageOf(error) ?? 'errors.api.default', identifier: identifier || 'api' };
  const values = { ...scalars(meta), ...(isRecord(meta.values) ? scalars(meta.values) : {}) };
  const lines = linesOfError(error);
  if (lines.length > 0) values.lines = lines.join(', ');
  if (values.count === undefined && lines.length > 0) values.count = lines.length;
  return { key, identifier, values };
}

export interface UploadFailure {
  messages: ImportMessage[];
  lines: number[];
  /** A failure of the upload, not a verdict on the file: the same file may be sent again. */
  retryable: boolean;
}

/** The data provider rejects with an HttpError whose body carries the JSON:API errors. */
export function uploadFailure(error: unknown): UploadFailure {
  const status = isRecord(error) && typeof error.status === 'number' ? error.status : 0;
  const body = isRecord(error) && isRecord(error.body) ? error.body : {};
  const raw = Array.isArray(body.jsonApiErrors) ? body.jsonApiErrors.filter(isRecord) : [];
  if (status === 0 || status >= 500 || raw.length === 0) return { messages: [UPLOAD_FAILED], lines: [], retryable: true };
  const errors = raw as JsonApiError[];
  return {
    messages: errors.map(toMessage),
    lines: errors.flatMap(linesOfError),
    retryable: false,
  };
}
