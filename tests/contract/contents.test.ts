/**
 * Content and story worlds: managed by content managers, and their images are JPG or PNG only,
 * judged by the file itself, re-encoded, stored and served back publicly.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents } from '../../resources';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import { localStore } from '../../server/uploads/localStore';
import { multipartFile as multipart, paddedTo, phoneJpeg, testJpeg, testPng } from '../support/images';
import { body, buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';

const GIF = Buffer.from('GIF89a....');

describe('contents', () => {
  let t: TestApp;
  let world: World;
  let storyWorld: string;
  let uploadDir: string;
  let PNG: Buffer;
  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'uploads-'));
    PNG = await testPng();
    t = await startTestApp('pglite', { uploads: localStore(uploadDir) });
    world = await buildWorld(t);
    storyWorld = await insert(t, contents, { name: 'Ocean world', contentType: 'story_world' });
  });
  afterAll(async () => t.close());

  const upload = (id: string, file: Buffer, filename: string, type: string, token = world.tokens.contentManager) => {
    const { payload, headers } = multipart(file, filename, type);
    return t.app.inject({ method: 'POST', url: `/api/v1/contents/${id}/image`, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  };

  it('lets a content manager create a film inside a story world, starting as a draft', async () => {
    const res = await t.request('POST', '/api/v1/contents', {
      token: world.tokens.contentManager,
      body: body('contents', { name: 'Whale song', content_type: 'video', subjects: ['science'], keywords: ['sea'] }, { story_world: { data: { type: 'contents', id: storyWorld } } }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.doc.data.attributes).toMatchObject({ state: 'draft', content_type: 'video', image_url: null });
    const six = await t.request('POST', '/api/v1/contents', {
      token: world.tokens.contentManager,
      body: body('contents', { name: 'Too many', content_type: 'article', keywords: ['a', 'b', 'c', 'd', 'e', 'f'] }),
    });
    expect(six.status).toBe(422);
    expect(six.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/keywords');
    // Teachers list the library, never a draft (server/readers/contents.ts).
    const listed = await t.request('GET', '/api/v1/contents', { token: world.tokens.teacherA });
    expect(listed.status).toBe(200);
    expect(listed.doc.data.map((r: { id: string }) => r.id)).not.toContain(res.doc.data.id);
  });

  it('takes a PNG or a JPG, re-encoded without its metadata, and serves it back publicly from /uploads', async () => {
    for (const [file, name] of [[PNG, 'a.png'], [await phoneJpeg(), 'b.jpg']] as const) {
      const res = await upload(storyWorld, file, name, 'image/png');
      expect(res.statusCode, res.body).toBe(200);
      const url = JSON.parse(res.body).data.attributes.image_url as string;
      expect(url).toMatch(new RegExp(`^/uploads/contents/${storyWorld}-[0-9a-f]+\\.${name.slice(-3)}$`));
      // Anyone may fetch it, no token needed, revalidated by its ETag as before.
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=0');
      expect(served.rawPayload.equals(readFileSync(join(uploadDir, url.slice('/uploads/'.length))))).toBe(true);
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(served.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
  });

  it('refuses anything else as not supported, whatever its name says, and keeps the old image', async () => {
    const before = (await t.request('GET', `/api/v1/contents/${storyWorld}`, { token: world.tokens.contentManager })).doc.data.attributes.image_url;
    const res = await upload(storyWorld, GIF, 'fake.png', 'image/png');
    expect(res.statusCode).toBe(422);
    expect(JSON.parse(res.body).errors[0]).toMatchObject({ detail: 'This file type is not supported.', meta: { error_identifier: 'notSupported' } });
    const after = (await t.request('GET', `/api/v1/contents/${storyWorld}`, { token: world.tokens.contentManager })).doc.data.attributes.image_url;
    expect(after).toBe(before);
  });

  it('refuses an image over the size limit with 422 on the image, a draft to a teacher as unseen (404), and to other admins (403)', async () => {
    const big = await upload(storyWorld, paddedTo(await testJpeg(), IMAGE_MAX_BYTES + 1), 'big.jpg', 'image/jpeg');
    expect(big.statusCode).toBe(422);
    expect(JSON.parse(big.body).errors[0]).toMatchObject({ source: { pointer: '/data/attributes/image_url' }, meta: { error_identifier: 'imageTooLarge' } });
    expect((await upload(storyWorld, PNG, 'a.png', 'image/png', world.tokens.teacherA)).statusCode).toBe(404);
    // Internal admins see every item of the library but only content managers change them.
    expect((await upload(storyWorld, PNG, 'a.png', 'image/png', world.tokens.tagManager)).statusCode).toBe(403);
  });
});
