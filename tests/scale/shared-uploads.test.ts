/**
 * Uploads shared between API processes (issue 24): two apps on one database, each with its own
 * S3 client configured as a deployment is (S3_BUCKET, S3_ENDPOINT, credentials in the SDK's
 * AWS_* variables), against a real S3-compatible server (s3rver). A photo uploaded through one
 * is served by the other, byte for byte the re-encoded image the bucket holds; deleting it
 * through either removes the object. Neither app keeps a file of its own.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contents } from '../../resources';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { s3Store } from '../../server/uploads/s3Store';
import type { UploadStore } from '../../server/uploads/store';
import { multipartFile, phoneJpeg, testPng } from '../support/images';
import { S3RVER_CREDENTIALS, startS3Server, type TestS3Server } from '../support/s3Server';
import { buildWorld, insert, startTestApp, TEST_SECRET, type TestApp, type World } from '../support/testApp';

const PHOTO_PATH = /^(\/uploads\/(photos\/\d+-[0-9a-f]{16}\.jpg))\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/;

describe('uploads in an S3-compatible store, shared by two API processes', () => {
  let s3: TestS3Server;
  let first: TestApp;
  let second: FastifyInstance;
  let w: World;
  const stores: UploadStore[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'no-local-uploads-'));

  beforeAll(async () => {
    s3 = await startS3Server();
    for (const [name, value] of Object.entries(S3RVER_CREDENTIALS)) vi.stubEnv(name, value);
    // Each process reads the same settings and makes its own client.
    const processStore = (): UploadStore => {
      const settings = loadConfig({ JWT_SECRET: TEST_SECRET, DATA_DIR: dataDir, S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint }).s3!;
      expect(settings).toEqual({ bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1' });
      stores.push(s3Store(settings));
      return stores.at(-1)!;
    };
    first = await startTestApp('pglite', { uploads: processStore() });
    second = await buildApp({ db: first.database.db, jwtSecret: TEST_SECRET, uploads: processStore() });
    await second.ready();
    w = await buildWorld(first);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    for (const store of stores) store.close?.();
    await s3?.close();
  });

  const send = (app: FastifyInstance, method: 'POST' | 'DELETE' | 'GET', url: string, token?: string, file?: Buffer) => {
    const body = file ? multipartFile(file, 'photo.jpg', 'image/jpeg') : undefined;
    return app.inject({ method, url, ...(body ? { payload: body.payload } : {}), headers: { ...body?.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  };

  it('serves through the second process the photo uploaded through the first, as the bucket holds it', async () => {
    const original = await phoneJpeg();
    const uploaded = await send(first.app, 'POST', `/api/v1/users/${w.ids.child}/photo`, w.tokens.parent, original);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [, , key] = PHOTO_PATH.exec(JSON.parse(uploaded.body).data.attributes.photo_url as string) ?? [];
    expect(key).toBeDefined();

    // The parent reads the child through the second process and shows the photo it is given.
    const read = await send(second, 'GET', `/api/v1/users/${w.ids.child}`, w.tokens.parent);
    const url = JSON.parse(read.body).data.attributes.photo_url as string;
    expect(url.split('?')[0]).toBe(`/uploads/${key}`);
    const served = await send(second, 'GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toMatch(/^private\b/);
    const object = await s3.object(key!);
    expect(object && served.rawPayload.equals(object)).toBe(true);
    // The re-encoded image, not the upload: no EXIF, upright.
    expect(served.rawPayload.equals(original)).toBe(false);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    // Served from the store alone: neither process wrote a file of its own.
    expect(readdirSync(dataDir)).toEqual([]);
    // Private in the bucket's server too: the bare path opens nothing without the viewer.
    expect((await send(second, 'GET', `/uploads/${key}`)).statusCode).toBe(401);
  });

  it('removes the object when the photo is deleted through the other process', async () => {
    const url = (await send(first.app, 'GET', `/api/v1/users/${w.ids.child}`, w.tokens.parent)).json<{ data: { attributes: { photo_url: string } } }>().data.attributes.photo_url;
    const key = PHOTO_PATH.exec(url)![2]!;
    expect(await s3.exists(key)).toBe(true);
    const deleted = await send(second, 'DELETE', `/api/v1/users/${w.ids.child}/photo`, w.tokens.parent);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await s3.exists(key)).toBe(false);
    expect((await send(first.app, 'GET', url)).statusCode).toBe(404);
  });

  it("serves a content item's picture stored by one process from the other, publicly", async () => {
    const item = await insert(first, contents, { name: 'Reef world', contentType: 'story_world' });
    const { payload, headers } = multipartFile(await testPng(), 'reef.png', 'image/png');
    const stored = await second.inject({ method: 'POST', url: `/api/v1/contents/${item}/image`, payload, headers: { ...headers, authorization: `Bearer ${w.tokens.contentManager}` } });
    expect(stored.statusCode, stored.body).toBe(200);
    const url = JSON.parse(stored.body).data.attributes.image_url as string;
    const served = await send(first.app, 'GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=0');
    expect(served.rawPayload.equals((await s3.object(url.slice('/uploads/'.length)))!)).toBe(true);
  });
});
