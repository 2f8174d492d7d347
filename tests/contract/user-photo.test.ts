/**
 * Profile photos (issue 12): JPG or PNG judged by the bytes, at most IMAGE_MAX_BYTES, stored and
 * served from /uploads/photos, removed on delete; only whoever may edit the user changes it.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import { buildWorld, startTestApp, type TestApp, type World } from '../support/testApp';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF = Buffer.from('GIF89a....');
const TEXT = Buffer.from('not an image at all');

function multipart(file: Buffer, filename: string, type: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----edu-photo-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('user photos', () => {
  let t: TestApp;
  let w: World;
  let uploadDir: string;
  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'photos-'));
    t = await startTestApp('pglite', { uploadDir });
    w = await buildWorld(t);
  });
  afterAll(async () => t.close());

  const upload = (id: string, file: Buffer, name: string, token: string, type = 'image/png') => {
    const { payload, headers } = multipart(file, name, type);
    return t.app.inject({ method: 'POST', url: `/api/v1/users/${id}/photo`, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  };
  const photoOf = async (id: string): Promise<unknown> =>
    (await t.request('GET', `/api/v1/users/${id}`, { token: w.tokens.superUser })).doc.data.attributes.photo_url;
  const errorOf = (res: { body: string }) => JSON.parse(res.body).errors[0] as { source?: { pointer?: string }; meta: { error_identifier: string }; detail: string };

  it('takes a PNG and then a JPG of oneself, serves the new one and removes the replaced file', async () => {
    const png = await upload(w.ids.teacherA, PNG, 'me.png', w.tokens.teacherA);
    expect(png.statusCode, png.body).toBe(200);
    const pngUrl = JSON.parse(png.body).data.attributes.photo_url as string;
    expect(pngUrl).toMatch(new RegExp(`^/uploads/photos/${w.ids.teacherA}-[0-9a-f]+\\.png$`));
    expect((await t.app.inject({ method: 'GET', url: pngUrl })).rawPayload.equals(PNG)).toBe(true);

    const jpg = await upload(w.ids.teacherA, JPG, 'me.jpg', w.tokens.teacherA, 'image/jpeg');
    expect(jpg.statusCode, jpg.body).toBe(200);
    const jpgUrl = JSON.parse(jpg.body).data.attributes.photo_url as string;
    expect(jpgUrl).toMatch(/\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: jpgUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(JPG)).toBe(true);
    expect(existsSync(join(uploadDir, 'photos', basename(pngUrl)))).toBe(false);
    expect(await photoOf(w.ids.teacherA)).toBe(jpgUrl);
  });

  it('refuses a GIF or a text file named .png as not supported, keeping the photo', async () => {
    const before = await photoOf(w.ids.teacherA);
    for (const file of [GIF, TEXT]) {
      const res = await upload(w.ids.teacherA, file, 'fake.png', w.tokens.teacherA);
      expect(res.statusCode).toBe(422);
      expect(errorOf(res)).toMatchObject({ source: { pointer: '/data/attributes/photo_url' }, meta: { error_identifier: 'notSupported' } });
    }
    expect(await photoOf(w.ids.teacherA)).toBe(before);
  });

  it('refuses a photo over the size limit with 422 imageTooLarge on the photo, and takes one of exactly the limit', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES - PNG.length + 1)]);
    const res = await upload(w.ids.parent, big, 'big.png', w.tokens.parent);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toMatchObject({ source: { pointer: '/data/attributes/photo_url' }, meta: { error_identifier: 'imageTooLarge' }, detail: 'The image must be at most 5 MB.' });
    expect(await photoOf(w.ids.parent)).toBeNull();
    const exact = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES - PNG.length)]);
    expect((await upload(w.ids.parent, exact, 'exact.png', w.tokens.parent)).statusCode).toBe(200);
  });

  it('lets a parent set their child’s photo and a school admin a teacher’s of their school', async () => {
    expect((await upload(w.ids.child, PNG, 'kid.png', w.tokens.parent)).statusCode).toBe(200);
    expect((await upload(w.ids.teacherA, PNG, 'a.png', w.tokens.schoolAdminA)).statusCode).toBe(200);
  });

  it("refuses another family's, another school's or a colleague's user", async () => {
    // Another school's teacher is not even visible (404); a colleague is seen but not editable (403).
    expect((await upload(w.ids.teacherB, PNG, 'b.png', w.tokens.schoolAdminA)).statusCode).toBe(404);
    expect((await upload(w.ids.schoolAdminA, PNG, 'c.png', w.tokens.teacherA)).statusCode).toBe(403);
    expect((await upload(w.ids.parent, PNG, 'p.png', w.tokens.child)).statusCode).toBe(404);
    expect((await upload(w.ids.child, PNG, 'k.png', w.tokens.teacherB)).statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${w.ids.teacherB}/photo`, headers: { authorization: `Bearer ${w.tokens.teacherA}` } });
    expect(del.statusCode).toBe(404);
  });

  it('deletes the photo: the user has none and the file is gone', async () => {
    const url = (await photoOf(w.ids.teacherA)) as string;
    const res = await t.request('DELETE', `/api/v1/users/${w.ids.teacherA}/photo`, { token: w.tokens.teacherA });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.doc.data.attributes.photo_url).toBeNull();
    expect(await photoOf(w.ids.teacherA)).toBeNull();
    expect(existsSync(join(uploadDir, 'photos', basename(url)))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('never takes photo_url through PATCH', async () => {
    const res = await t.request('PATCH', `/api/v1/users/${w.ids.teacherA}`, {
      token: w.tokens.teacherA,
      body: { data: { type: 'users', id: w.ids.teacherA, attributes: { photo_url: '/uploads/photos/elsewhere.png' } } },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await photoOf(w.ids.teacherA)).toBeNull();
  });
});
