/**
 * Uploaded files, served by the API process from the upload store (uploads/store.ts), so any
 * process serves what another stored.
 *
 * | Method | Path                                            | Result                                          |
 * |--------|-------------------------------------------------|-------------------------------------------------|
 * | GET    | /uploads/contents/{name}                        | 200 a content item's picture, public, revalidated |
 * | GET    | /uploads/photos/{name}?expires=…&signature=…    | 200 a person's photo, `Cache-Control: private`  |
 * | GET    | /uploads/photos/{name} with a bearer token      | the same for a viewer who may read the person   |
 *
 * A photo without a valid, unexpired signature is answered as GET /users/{id} would answer its
 * person: 401 without a token (or with an invalid one), 404 for a viewer who may not read the
 * person, or whose photo it no longer is. Content pictures keep the caching they had as static
 * files: `public, max-age=0` with an ETag to revalidate.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../../resources';
import { bearerToken, viewerOfToken } from '../auth/authenticate';
import { notFound, unauthenticated } from '../jsonapi/errors';
import { readableRecord } from '../jsonapi/routes';
import { photoLinkHolds, photoPath, PHOTO_LINK_STEP_SECONDS } from '../uploads/photoLinks';
import { CONTENTS_FOLDER, PHOTOS_FOLDER, UPLOAD_NAME, UPLOADS_PREFIX, type StoredFile, type UploadStore } from '../uploads/store';

/** What @fastify/static sent for these files before they moved to the store. */
export const CONTENT_IMAGE_CACHE = 'public, max-age=0';
/** Only the viewer's browser keeps a photo, for as long as the address it came by stays the same. */
export const PHOTO_CACHE = `private, max-age=${PHOTO_LINK_STEP_SECONDS}`;

/** The photo's owner, named in the file name the upload route gave it (`<user id>-<random>.<ext>`). */
const OWNER = /^([1-9]\d{0,9})-/;

type NameRequest = FastifyRequest<{ Params: { name: string } }>;

const revalidated = (req: FastifyRequest, etag: string | undefined): boolean => {
  const given = req.headers['if-none-match'];
  return etag !== undefined && typeof given === 'string' && given.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
};

async function serve(req: FastifyRequest, reply: FastifyReply, uploads: UploadStore, key: string, cacheControl: string): Promise<FastifyReply> {
  const file: StoredFile | undefined = await uploads.get(key);
  if (!file) throw notFound();
  void reply.header('Cache-Control', cacheControl);
  if (file.etag) void reply.header('ETag', file.etag);
  if (file.lastModified) void reply.header('Last-Modified', file.lastModified.toUTCString());
  if (revalidated(req, file.etag)) {
    file.body.destroy();
    return reply.code(304).send();
  }
  void reply.type(file.contentType);
  if (file.size !== undefined) void reply.header('Content-Length', file.size);
  return reply.send(file.body);
}

/** Whether the bearer's viewer may read the person whose photo `name` is, and it is still theirs: as GET /users/{id}. */
async function bearerMaySee(app: FastifyInstance, req: FastifyRequest, name: string): Promise<void> {
  const token = bearerToken(req);
  const viewer = token ? await viewerOfToken(app, token) : null;
  if (!viewer) throw unauthenticated();
  const owner = OWNER.exec(name)?.[1];
  if (!owner) throw notFound();
  const ctx = { db: app.db, viewer, apiBase: app.publicApiUrl, now: app.now() };
  const person = await readableRecord(ctx, users, owner);
  if (person.photoUrl !== photoPath(name)) throw notFound();
}

export function registerUploadRoutes(app: FastifyInstance, uploads: UploadStore): void {
  app.get(`${UPLOADS_PREFIX}/${CONTENTS_FOLDER}/:name`, async (req: NameRequest, reply) => {
    if (!UPLOAD_NAME.test(req.params.name)) throw notFound();
    return serve(req, reply, uploads, `${CONTENTS_FOLDER}/${req.params.name}`, CONTENT_IMAGE_CACHE);
  });

  app.get(`${UPLOADS_PREFIX}/${PHOTOS_FOLDER}/:name`, async (req: NameRequest, reply) => {
    const { name } = req.params;
    if (!UPLOAD_NAME.test(name)) throw notFound();
    if (!photoLinkHolds(app.linkSigner, name, req.query as Record<string, unknown>, app.now())) await bearerMaySee(app, req, name);
    return serve(req, reply, uploads, `${PHOTOS_FOLDER}/${name}`, PHOTO_CACHE);
  });
}
