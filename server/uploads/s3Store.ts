/**
 * Uploads in a bucket of an S3-compatible object store (`S3_BUCKET`), shared by every API process.
 * AWS S3 by default; `S3_ENDPOINT` names another service (MinIO, Ceph, a cloud's S3 interface),
 * addressed path-style (`endpoint/bucket/key`), which they all understand. Credentials come
 * from the SDK's own chain: `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY` (`AWS_SESSION_TOKEN`),
 * a profile, or the machine's role; the platform reads none of them itself.
 *
 * | Method | Request                        |
 * |--------|--------------------------------|
 * | put    | PutObject (with Content-Type)  |
 * | get    | GetObject; NoSuchKey → undefined |
 * | delete | DeleteObject (idempotent)      |
 */
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { assertUploadKey, type StoredFile, type UploadStore } from './store';

export interface S3StoreConfig {
  bucket: string;
  region: string;
  /** Another S3-compatible service's URL; unset, AWS S3 itself. */
  endpoint?: string;
}

/** A request to the store that has not answered in this long fails (a hung store must not hold requests forever). */
const S3_REQUEST_TIMEOUT_MS = 30_000;
const S3_CONNECTION_TIMEOUT_MS = 5_000;

export function s3ClientConfig(config: S3StoreConfig): S3ClientConfig {
  return {
    region: config.region,
    requestHandler: { requestTimeout: S3_REQUEST_TIMEOUT_MS, connectionTimeout: S3_CONNECTION_TIMEOUT_MS },
    ...(config.endpoint
      ? {
          endpoint: config.endpoint,
          forcePathStyle: true,
          // Checksums only where the operation requires them: other services do not all know the
          // newer checksum headers the SDK would add to every upload.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
  };
}

const notFound = (error: unknown): boolean => {
  const e = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function s3Store(config: S3StoreConfig, client: S3Client = new S3Client(s3ClientConfig(config))): UploadStore {
  const Bucket = config.bucket;
  return {
    async put(key, bytes, contentType) {
      assertUploadKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
    },
    async get(key): Promise<StoredFile | undefined> {
      assertUploadKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return undefined;
        return {
          // In Node the body is the response stream itself.
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          ...(object.ContentLength !== undefined ? { size: object.ContentLength } : {}),
          ...(object.ETag ? { etag: object.ETag } : {}),
          ...(object.LastModified ? { lastModified: object.LastModified } : {}),
        };
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertUploadKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close: () => client.destroy(),
  };
}
