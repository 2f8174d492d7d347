/**
 * A real S3-compatible server on 127.0.0.1 (s3rver, in this process, a free port, its objects in
 * a temporary directory) with one bucket the helper creates, for the upload-store tests. It
 * checks request signatures against its one key pair, which the tests give the SDK through the
 * standard AWS_* variables, as a deployment would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's built-in credentials. */
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** An object's bytes, or undefined when there is none. */
  object(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  close(): Promise<void>;
}

const missing = (error: unknown): boolean => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export async function startS3Server(bucket = 'edu-uploads-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: S3RVER_CREDENTIALS.AWS_ACCESS_KEY_ID, secretAccessKey: S3RVER_CREDENTIALS.AWS_SECRET_ACCESS_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    bucket,
    async object(key) {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from((await found.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async close() {
      client.destroy();
      // Clients' kept-alive connections would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
