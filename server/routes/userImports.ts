/**
 * POST /users/imports — bulk CSV import of admins, teachers or students (issue 5), as multipart
 * `file`, `role` and `organization_id` (a number, or `current` for the viewer's own school).
 * The server never trusts the browser's preview: it re-runs the same rules (domain/csvImport.ts)
 * and answers every problem as one JSON:API error (422; the row in `source.pointer`, several rows
 * in `meta.lines`; seats 801/802), writing nothing. `?dry_run=true` gives the verdict only (200);
 * a real run answers 201 with the created users' identifiers and `meta.created` / `meta.skipped`.
 *
 * Who may import which role where is resources/users/importAccess.ts, the rule the console's
 * import dialog follows too. Admins are staff without a school: `organization_id` is then ignored.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkImport, checkImportFile, IMPORT_MAX_BYTES, IMPORT_ROLES, type ImportMessage, type ImportRole } from '../../domain/csvImport';
import { errorText } from '../../i18n/errors.en';
import { attemptThrottle } from '../auth/attemptThrottle';
import { requireViewer } from '../auth/authenticate';
import type { Viewer } from '../auth/viewer';
import { ApiError, badRequest, errorObject, forbidden, type ErrorObject } from '../jsonapi/errors';
import { SEAT_LIMITS, isSeatRole } from '../hooks/seats';
import { runImport } from './userImportStore';
import { mayImportInto } from '../../resources/users/importAccess';
import { isRecordId } from '../jsonapi/recordId';

/** Requests per viewer per minute; a preview's dry run and the import itself count as two. */
export const IMPORTS_PER_MINUTE = 20;

interface Upload {
  fields: Record<string, string>;
  file?: { name: string; type: string; bytes: Buffer };
}

function importError(status: number, m: ImportMessage, identifier = m.identifier): ErrorObject {
  const lines = typeof m.values?.lines === 'string' || typeof m.values?.lines === 'number' ? String(m.values.lines).split(',').map((l) => Number(l.trim())) : [];
  const pointer = m.identifier === 'headerMismatch' ? '/rows/1' : lines.length === 1 ? `/rows/${lines[0]}` : lines.length > 1 ? '/rows' : undefined;
  return errorObject({
    status,
    identifier,
    detail: errorText(m.key, m.values),
    ...(pointer ? { pointer } : {}),
    // The catalogue key and values let a client show the message in its own language.
    meta: { error_key: m.key, ...(m.values ? { values: m.values } : {}), ...(lines.length > 1 ? { lines } : {}) },
  });
}

/** The multipart fields and the one file; a file from 2 MB on is refused while it streams in. */
async function readUpload(req: FastifyRequest): Promise<Upload> {
  if (!req.isMultipart()) throw ApiError.of({ status: 415, identifier: 'unsupportedMediaType', detail: 'Send the file as multipart/form-data' });
  const upload: Upload = { fields: {} };
  try {
    for await (const part of req.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') upload.file = { name: part.filename, type: part.mimetype, bytes };
      } else upload.fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, [importError(413, { key: 'errors.import.fileTooLarge', identifier: 'fileTooLarge', values: { size: '2 MB' } })]);
    throw badRequest('The upload could not be read');
  }
  return upload;
}

/** The school the rows go to (null for admins), or 403 when the viewer may not import there. */
function targetOrganization(viewer: Viewer, role: ImportRole, raw: string | undefined): string | null {
  if (role === 'admin') {
    if (!mayImportInto(viewer, role, null)) throw forbidden();
    return null;
  }
  const id = raw === 'current' ? viewer.organizationId : raw;
  if (id === undefined || id === null || id === '')
    throw ApiError.of({ status: 422, identifier: 'required', pointer: '/organization_id' });
  if (!isRecordId(id)) throw ApiError.of({ status: 422, identifier: 'wholeNumber', pointer: '/organization_id' });
  if (!mayImportInto(viewer, role, id)) throw forbidden();
  return id;
}

function readRole(raw: string | undefined): ImportRole {
  const role = IMPORT_ROLES.find((r) => r === raw);
  if (!role) throw ApiError.of({ status: 422, identifier: 'oneOf', values: { value: IMPORT_ROLES.join(', ') }, pointer: '/role' });
  return role;
}

function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(422, [importError(422, { key: 'errors.import.notSupported', identifier: 'notSupported' })]);
  }
}

export function registerUserImportRoute(app: FastifyInstance): void {
  const throttle = attemptThrottle(app.limitStore, 'user_import', IMPORTS_PER_MINUTE);
  const origin = app.publicOrigin;

  app.post<{ Querystring: { dry_run?: string } }>('/users/imports', { config: { rawBody: true, doc: { tag: 'users', summary: 'Imports teachers or students from a CSV file (`dry_run` checks only)', body: 'multipart', query: [{ name: 'dry_run', description: '`true` checks the file and writes nothing.' }] } } }, async (req, reply) => {
    const viewer = requireViewer(req);
    const keys = [`user-import:${viewer.id}`];
    await throttle.assertOpen(keys);
    await throttle.fail(keys);
    const upload = await readUpload(req);
    const role = readRole(upload.fields.role);
    const organizationId = targetOrganization(viewer, role, upload.fields.organization_id);
    if (!upload.file) throw ApiError.of({ status: 422, identifier: 'required', pointer: '/file' });
    const { name, type, bytes } = upload.file;
    // A browser that knows no type for a file sends octet-stream in the form but '' as File.type.
    const fileProblem = checkImportFile({ name, size: bytes.length, type: type === 'application/octet-stream' ? '' : type });
    if (fileProblem) {
      const status = fileProblem.identifier === 'fileTooLarge' ? 413 : 422;
      throw new ApiError(status, [importError(status, fileProblem)]);
    }
    const check = checkImport(decode(bytes), role);
    if (check.errors.length > 0) throw new ApiError(422, check.errors.map((m) => importError(422, m)));

    const dryRun = req.query.dry_run === 'true';
    const outcome = await runImport(app.db, { role, organizationId, rows: check.rows, dryRun, origin, log: (line) => req.log.info(line) });
    if (outcome.kind === 'seatLimit') {
      const identifier = isSeatRole(role) ? SEAT_LIMITS[role].identifier : 'limitReached';
      throw new ApiError(422, outcome.messages.map((m) => importError(422, m, identifier)));
    }
    const meta = { created: outcome.wouldCreate, skipped: outcome.skipped, duplicate_lines: check.duplicateLines, dry_run: dryRun };
    if (dryRun) return { meta };
    void reply.code(201);
    return { data: outcome.createdIds.map((id) => ({ type: 'users', id: String(id) })), meta };
  });
}
