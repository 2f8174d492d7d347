/**
 * A person's profile photo (issue 12, seed 2.6 "profile").
 *
 * | Method | Path               | Result                                                            |
 * |--------|--------------------|-------------------------------------------------------------------|
 * | POST   | /users/{id}/photo  | 200 the user with `photo_url`; multipart field `file`, JPG or PNG  |
 * | DELETE | /users/{id}/photo  | 200 the user without a photo (the file is removed)                 |
 *
 * Whoever may update the user may change their photo: themselves, a parent for their child, an
 * organisation admin for their school's people (`reachableRecord` on update). The kind is judged
 * by the file's bytes, never its name (422 `notSupported`); a file over IMAGE_MAX_BYTES is 422
 * `imageTooLarge`, both on `/data/attributes/photo_url` so a form can show them on the field.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import { tableOf } from '../db/tables';
import type { Db } from '../db/client';
import { ApiError, badRequest } from '../jsonapi/errors';
import { reachableRecord } from '../jsonapi/mutate';
import { parseReadQuery, type RawQuery } from '../jsonapi/query';
import { readContext, showDocument } from '../jsonapi/routes';
import { parseId } from '../jsonapi/recordId';
import { imageKind } from '../uploads/imageKind';
import { UPLOADS_PREFIX } from './contentImage';

const def = users as unknown as ResourceDef;
const FOLDER = 'photos';
const POINTER = '/data/attributes/photo_url';
const SIZE_LABEL = `${IMAGE_MAX_BYTES / (1024 * 1024)} MB`;

const tooLarge = (): ApiError => ApiError.of({ status: 422, identifier: 'imageTooLarge', pointer: POINTER, values: { size: SIZE_LABEL } });

/** The uploaded bytes, refused when too large; the multipart limit stops reading one byte past it. */
async function uploadedImage(req: FastifyRequest): Promise<{ bytes: Buffer; kind: 'jpg' | 'png' }> {
  if (!req.isMultipart()) throw ApiError.of({ status: 415, identifier: 'unsupportedMediaType', detail: 'Send the photo as multipart/form-data' });
  const file = await req.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
  if (!file || file.fieldname !== 'file') throw badRequest('Send the photo in a field named file');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (file.file.truncated || bytes.length > IMAGE_MAX_BYTES) throw tooLarge();
  const kind = imageKind(bytes);
  if (!kind) throw ApiError.of({ status: 422, identifier: 'notSupported', pointer: POINTER });
  return { bytes, kind };
}

/** Removes a photo this route stored; anything else (an old URL, a file already gone) is left alone. */
async function removeStored(uploadDir: string, url: unknown): Promise<void> {
  const prefix = `${UPLOADS_PREFIX}/${FOLDER}/`;
  if (typeof url !== 'string' || !url.startsWith(prefix)) return;
  await unlink(join(uploadDir, FOLDER, basename(url))).catch(() => undefined);
}

async function setPhotoUrl(db: Db, id: string, photoUrl: string | null): Promise<void> {
  const t = tableOf(def);
  await db.update(t.table).set({ photoUrl, updatedAt: new Date() }).where(eq(t.columns.id!, parseId(id)));
}

export function registerUserPhotoRoutes(app: FastifyInstance, uploadDir: string): void {
  app.post<{ Params: { id: string } }>('/users/:id/photo', { config: { rawBody: true } }, async (req) => {
    const ctx = readContext(app, req);
    const { record } = await reachableRecord(ctx, def, req.params.id, 'update');
    const { bytes, kind } = await uploadedImage(req);
    const name = `${record.id}-${randomBytes(8).toString('hex')}.${kind}`;
    await mkdir(join(uploadDir, FOLDER), { recursive: true });
    await writeFile(join(uploadDir, FOLDER, name), bytes);
    await setPhotoUrl(ctx.db, record.id, `${UPLOADS_PREFIX}/${FOLDER}/${name}`);
    // The replaced photo goes only once the new one is stored and named on the user.
    await removeStored(uploadDir, record.photoUrl);
    return showDocument(ctx, def, record.id, parseReadQuery(def, req.query as RawQuery));
  });

  app.delete<{ Params: { id: string } }>('/users/:id/photo', async (req) => {
    const ctx = readContext(app, req);
    const { record } = await reachableRecord(ctx, def, req.params.id, 'update');
    await setPhotoUrl(ctx.db, record.id, null);
    await removeStored(uploadDir, record.photoUrl);
    return showDocument(ctx, def, record.id, parseReadQuery(def, req.query as RawQuery));
  });
}
