/**
 * POST /contents/{id}/image — a content item's picture, as multipart `file`. JPG or PNG only,
 * judged by the file's first bytes rather than its name or declared type (seed section 5);
 * anything else is 422 'not supported'. Files live in the upload directory, served at /uploads.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { contents } from '../../resources';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import { tableOf } from '../db/tables';
import { ApiError, badRequest } from '../jsonapi/errors';
import { reachableRecord } from '../jsonapi/mutate';
import { parseReadQuery } from '../jsonapi/query';
import { readContext, showDocument } from '../jsonapi/routes';
import { parseId } from '../jsonapi/recordId';
import { imageKind } from '../uploads/imageKind';

export const UPLOADS_PREFIX = '/uploads';

export function registerContentImageRoute(app: FastifyInstance, uploadDir: string): void {
  app.post<{ Params: { id: string } }>('/contents/:id/image', { config: { rawBody: true } }, async (req) => {
    const ctx = readContext(app, req);
    await reachableRecord(ctx, contents, req.params.id, 'update');
    if (!req.isMultipart()) throw ApiError.of({ status: 415, identifier: 'unsupportedMediaType', detail: 'Send the image as multipart/form-data' });
    const file = await req.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'file') throw badRequest('Send the image in a field named file');
    const bytes = await file.toBuffer();
    const kind = imageKind(bytes);
    if (!kind) throw ApiError.of({ status: 422, identifier: 'notSupported', pointer: '/data/attributes/image_url' });
    const name = `${req.params.id}-${randomBytes(8).toString('hex')}.${kind}`;
    await mkdir(join(uploadDir, 'contents'), { recursive: true });
    await writeFile(join(uploadDir, 'contents', name), bytes);
    const t = tableOf(contents);
    await ctx.db.update(t.table).set({ imageUrl: `${UPLOADS_PREFIX}/contents/${name}`, updatedAt: new Date() }).where(eq(t.columns.id!, parseId(req.params.id)));
    return showDocument(ctx, contents, req.params.id, parseReadQuery(contents, {}));
  });
}
