/**
 * The official JSON:API schema (../shared/jsonapi-schema/schema.json beside the repository, as
 * CI lays it out) compiled with ajv's 2020-12 build and its formats, plus the shape every error
 * object of this API must have on top of the schema.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { MEDIA, type Response } from './testApp';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Beside the repository as CI lays it out; `JSONAPI_SCHEMA_PATH` or the workplace's shared folder
 * when the clone sits elsewhere (e.g. a clean clone in /tmp).
 */
const SCHEMA_CANDIDATES = [
  process.env.JSONAPI_SCHEMA_PATH,
  resolve(repoRoot, '../shared/jsonapi-schema/schema.json'),
  '/work/shared/jsonapi-schema/schema.json',
].filter((p): p is string => p !== undefined && p !== '');
export const SCHEMA_PATH = SCHEMA_CANDIDATES.find((p) => existsSync(p)) ?? SCHEMA_CANDIDATES[0]!;

/**
 * The schema still says `dependencies`, which draft 2020-12 split into `dependentRequired`
 * (array form) and `dependentSchemas` (schema form); without this ajv would silently skip the
 * "included needs data" and "data excludes errors" rules.
 */
function modernise(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(modernise);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'dependencies' || typeof value !== 'object' || value === null) {
      out[key] = modernise(value);
      continue;
    }
    const required: Record<string, unknown> = {};
    const schemas: Record<string, unknown> = {};
    for (const [prop, dep] of Object.entries(value)) {
      if (Array.isArray(dep)) required[prop] = dep;
      else schemas[prop] = modernise(dep);
    }
    if (Object.keys(required).length > 0) out.dependentRequired = required;
    if (Object.keys(schemas).length > 0) out.dependentSchemas = schemas;
  }
  return out;
}

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(modernise(JSON.parse(readFileSync(SCHEMA_PATH, 'utf8'))) as object);

/** Schema violations of a document, as readable lines (empty when valid). */
export function schemaErrors(doc: unknown): string[] {
  return validate(doc) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

/** A response with a body is a valid JSON:API document served as the JSON:API media type. */
export function expectValidDocument(res: Response, status: number): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (status === 204) {
    expect(res.body, '204 has no body').toBeUndefined();
    return;
  }
  expect(String(res.headers['content-type'])).toMatch(/^application\/vnd\.api\+json(;|$)/);
  expect(schemaErrors(res.body), JSON.stringify(res.body)).toEqual([]);
  if (res.doc.errors) expectErrorObjects(res, status);
}

/** Every error object has status (the response's), title, a string detail, an identifier, and no stack. */
export function expectErrorObjects(res: Response, status: number): void {
  expect(res.doc.data).toBeUndefined();
  expect(res.doc.errors?.length).toBeGreaterThan(0);
  for (const e of res.doc.errors ?? []) {
    expect(e.status).toBe(String(status));
    expect(typeof e.title === 'string' && e.title.length > 0).toBe(true);
    expect(typeof e.detail === 'string' && e.detail.length > 0).toBe(true);
    expect(typeof e.meta?.error_identifier === 'string' && e.meta.error_identifier.length > 0).toBe(true);
    expect(e.detail).not.toMatch(/\n\s+at /);
  }
  expect(JSON.stringify(res.body)).not.toMatch(/"stack"|node_modules|\.ts:\d+/);
}

export { MEDIA };
