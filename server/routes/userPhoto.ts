/**
 * A person's profile photo (issue 12, seed 2.6 "profile"; private since issue 24).
 *
 * | Method | Path               | Result                                                            |
 * |--------|--------------------|-------------------------------------------------------------------|
 * | POST   | /users/{id}/photo  | 200 the user with `photo_url`; multipart field `file`, JPG or PNG  |
 * | DELETE | /users/{id}/photo  | 200 the user without a photo (the file is removed from the store)  |
 *
 * Whoever may update the user may change their photo: themselves, a parent for their child, an
 * organisation admin for their school's people (`reachableRecord` on update). The picture is
 * re-encoded without its metadata (uploads/imageUpload.ts: 422 `notSupported`, `imageTooLarge`,
 * `imageTooManyPixels` on `/data/attributes/photo_url`, so a form can show them on the field) and
 * kept in the upload store; the user records its stable path, and readers get a signed address
 * (readers/users.ts) served by routes/uploads.ts to those who may see the person.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { tableOf } from '../db/tables';
import type { Db } from '../db/client';
import { reachableRecord } from '../jsonapi/mutate';
import { parseReadQuery, type RawQuery } from '../jsonapi/query';
import { readContext, showDocument } from '../jsonapi/routes';
import { parseId } from '../jsonapi/recordId';
import { uploadedImage } from '../uploads/imageUpload';
import { keyOfPath, pathOfKey, PHOTOS_FOLDER, type UploadStore } from '../uploads/store';

const def: ResourceDef = users;
const POINTER = '/data/attributes/photo_url';

/** Removes a photo this route stored; anything else (an old URL, a file already gone) is left alone. */
async function removeStored(uploads: UploadStore, path: unknown): Promise<void> {
  const key = keyOfPath(path);
  if (key?.startsWith(`${PHOTOS_FOLDER}/`)) await uploads.delete(key);
}

async function setPhotoUrl(db: Db, id: string, photoUrl: string | null): Promise<void> {
  const t = tableOf(def);
  await db.update(t.table).set({ photoUrl, updatedAt: new Date() }).where(eq(t.columns.id!, parseId(id)));
}

export function registerUserPhotoRoutes(app: FastifyInstance, uploads: UploadStore): void {
  app.post<{ Params: { id: string } }>('/users/:id/photo', { config: { rawBody: true, doc: { tag: 'users', summary: "Uploads a person's photo (re-encoded, metadata dropped; served privately)", body: 'multipart' } } }, async (req) => {
    const ctx = readContext(app, req);
    const { record } = await reachableRecord(ctx, def, req.params.id, 'update');
    const image = await uploadedImage(req, POINTER);
    const key = `${PHOTOS_FOLDER}/${record.id}-${randomBytes(8).toString('hex')}.${image.kind}`;
    await uploads.put(key, image.bytes, image.contentType);
    await setPhotoUrl(ctx.db, record.id, pathOfKey(key));
    // The replaced photo goes only once the new one is stored and named on the user.
    await removeStored(uploads, record.photoUrl);
    return showDocument(ctx, def, record.id, parseReadQuery(def, req.query as RawQuery));
  });

  app.delete<{ Params: { id: string } }>('/users/:id/photo', { config: { doc: { tag: 'users', summary: "Removes a person's photo" } } }, async (req) => {
    const ctx = readContext(app, req);
    const { record } = await reachableRecord(ctx, def, req.params.id, 'update');
    await setPhotoUrl(ctx.db, record.id, null);
    await removeStored(uploads, record.photoUrl);
    return showDocument(ctx, def, record.id, parseReadQuery(def, req.query as RawQuery));
  });
}
