/**
 * POST /contents/{id}/image — a content item's picture, as multipart `file`. JPG or PNG only,
 * judged by the file's bytes rather than its name or declared type (seed section 5), re-encoded
 * without its metadata (uploads/imageUpload.ts: 422 `notSupported`, `imageTooLarge`,
 * `imageTooManyPixels` on `/data/attributes/image_url`). Kept in the upload store and served
 * publicly at /uploads/contents (routes/uploads.ts): the library's pictures are no one's secret.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { contents } from '../../resources';
import { tableOf } from '../db/tables';
import { reachableRecord } from '../jsonapi/mutate';
import { parseReadQuery } from '../jsonapi/query';
import { readContext, showDocument } from '../jsonapi/routes';
import { parseId } from '../jsonapi/recordId';
import { uploadedImage } from '../uploads/imageUpload';
import { CONTENTS_FOLDER, pathOfKey, type UploadStore } from '../uploads/store';

export function registerContentImageRoute(app: FastifyInstance, uploads: UploadStore): void {
  app.post<{ Params: { id: string } }>('/contents/:id/image', { config: { rawBody: true, doc: { tag: 'contents', summary: "Uploads a library item's picture (re-encoded, metadata dropped)", body: 'multipart' } } }, async (req) => {
    const ctx = readContext(app, req);
    await reachableRecord(ctx, contents, req.params.id, 'update');
    const image = await uploadedImage(req, '/data/attributes/image_url');
    const key = `${CONTENTS_FOLDER}/${req.params.id}-${randomBytes(8).toString('hex')}.${image.kind}`;
    await uploads.put(key, image.bytes, image.contentType);
    const t = tableOf(contents);
    await ctx.db.update(t.table).set({ imageUrl: pathOfKey(key), updatedAt: new Date() }).where(eq(t.columns.id!, parseId(req.params.id)));
    return showDocument(ctx, contents, req.params.id, parseReadQuery(contents, {}));
  });
}
