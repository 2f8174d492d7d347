/**
 * Uploads in a local directory (`DATA_DIR/uploads`): the embedded default, for one process. A file
 * is written under a temporary name and renamed, so a reader never sees half of it.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertUploadKey, contentTypeOfName, type StoredFile, type UploadStore } from './store';

const missing = (error: unknown): boolean => (error as { code?: unknown }).code === 'ENOENT';

export function localStore(root: string): UploadStore {
  const fileOf = (key: string): string => {
    assertUploadKey(key);
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(key): Promise<StoredFile | undefined> {
      const file = fileOf(key);
      try {
        const stats = await stat(file);
        if (!stats.isFile()) return undefined;
        return {
          body: createReadStream(file),
          contentType: contentTypeOfName(key),
          size: stats.size,
          // The same weak validator @fastify/static (send) gave these files before.
          etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
          lastModified: stats.mtime,
        };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await unlink(fileOf(key)).catch((error: unknown) => {
        if (!missing(error)) throw error;
      });
    },
  };
}
