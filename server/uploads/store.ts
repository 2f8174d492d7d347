/**
 * Where uploaded files are kept: one small interface with two homes, chosen by configuration
 * (README "Settings"): a local directory (`DATA_DIR/uploads`, the embedded default,
 * `localStore.ts`) or a bucket of an S3-compatible object store (`S3_BUCKET`, `s3Store.ts`), which
 * every API process shares. The API process serves the files from the store (routes/uploads.ts),
 * so a photo uploaded through one process is served by any other.
 *
 * | Method | Local directory                  | S3-compatible store |
 * |--------|----------------------------------|---------------------|
 * | put    | write a temporary file, rename   | PutObject           |
 * | get    | stat, read stream                | GetObject           |
 * | delete | unlink (gone already: fine)      | DeleteObject        |
 *
 * Keys are `<folder>/<name>.<png|jpg>` (`photos/42-1f….png`); a record names its file by the
 * stable path `/uploads/<key>`, never by a signed or store-specific address.
 */
import type { Readable } from 'node:stream';

/** Where the files are served, and the prefix of the paths records keep. */
export const UPLOADS_PREFIX = '/uploads';

export const PHOTOS_FOLDER = 'photos';
export const CONTENTS_FOLDER = 'contents';

/** A file name the upload routes write: letters, digits, dashes, and the image's extension. */
export const UPLOAD_NAME = /^[A-Za-z0-9_-]{1,100}\.(png|jpg)$/;
const UPLOAD_KEY = /^(photos|contents)\/[A-Za-z0-9_-]{1,100}\.(png|jpg)$/;

export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes, when the store says. */
  size?: number;
  /** For revalidation (If-None-Match), when the store gives one. */
  etag?: string;
  lastModified?: Date;
}

export interface UploadStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none under the key. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; a key with no file is not an error. */
  delete(key: string): Promise<void>;
  /** Lets go of its connections (the S3 client's sockets) when the process stops. */
  close?(): void;
}

/** Refuses a key the upload routes could not have made: no other folder, no `..`, no slashes in names. */
export function assertUploadKey(key: string): void {
  if (!UPLOAD_KEY.test(key)) throw new Error(`Not an upload key: ${JSON.stringify(key)}`);
}

/** The key a stored path names (`/uploads/photos/x.png` → `photos/x.png`), or undefined for anything else. */
export function keyOfPath(path: unknown): string | undefined {
  if (typeof path !== 'string' || !path.startsWith(`${UPLOADS_PREFIX}/`)) return undefined;
  const key = path.slice(UPLOADS_PREFIX.length + 1);
  return UPLOAD_KEY.test(key) ? key : undefined;
}

export const pathOfKey = (key: string): string => `${UPLOADS_PREFIX}/${key}`;

export const contentTypeOfName = (name: string): string => (name.endsWith('.png') ? 'image/png' : 'image/jpeg');
