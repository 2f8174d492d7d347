/**
 * Profile photos (issue 12; private and re-encoded since issue 24): JPG or PNG judged by the
 * bytes, at most IMAGE_MAX_BYTES and IMAGE_MAX_INPUT_PIXELS, stored re-encoded without metadata,
 * removed on delete; only whoever may edit the user changes it, and only whoever may read the
 * user sees it: through the signed `photo_url` they are given, or with their bearer token.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import { users } from '../../resources';
import { queryRows } from '../../server/db/client';
import { localStore } from '../../server/uploads/localStore';
import { PHOTO_LINK_STEP_SECONDS, PHOTO_LINK_TTL_SECONDS } from '../../server/uploads/photoLinks';
import { multipartFile, paddedTo, phoneJpeg, pngDeclaring, testJpeg, testPng } from '../support/images';
import { buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';

const GIF = Buffer.from('GIF89a....');
const TEXT = Buffer.from('not an image at all');
const POINTER = '/data/attributes/photo_url';
const SIGNED_PHOTO = /^\/uploads\/photos\/(\d+-[0-9a-f]{16}\.(png|jpg))\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/;

describe('user photos', () => {
  let t: TestApp;
  let w: World;
  let uploadDir: string;
  let PNG: Buffer;
  let clock = new Date();
  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'photos-'));
    t = await startTestApp('pglite', { uploads: localStore(uploadDir), now: () => clock });
    w = await buildWorld(t);
    PNG = await testPng();
  });
  afterAll(async () => t.close());

  const upload = (id: string, file: Buffer, name: string, token: string, type = 'image/png') => {
    const { payload, headers } = multipartFile(file, name, type);
    return t.app.inject({ method: 'POST', url: `/api/v1/users/${id}/photo`, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  };
  /** The photo_url a viewer is given when reading the person (undefined: the person is not theirs to read). */
  const photoAs = async (id: string, token = w.tokens.superUser): Promise<unknown> =>
    (await t.request('GET', `/api/v1/users/${id}`, { token })).doc.data?.attributes.photo_url;
  const stored = async (id: string): Promise<unknown> =>
    (await queryRows<{ photo_url: string | null }>(t.database.db, sql`SELECT photo_url FROM users WHERE id = ${Number(id)}`))[0]?.photo_url;
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const fileOf = (url: string): string => join(uploadDir, 'photos', SIGNED_PHOTO.exec(url)![1]!);
  const errorOf = (res: { body: string }) => JSON.parse(res.body).errors[0] as { source?: { pointer?: string }; meta: { error_identifier: string }; detail: string };

  it('takes a PNG and then a JPG of oneself, keeps the stable path, serves the new one and removes the replaced file', async () => {
    const png = await upload(w.ids.teacherA, PNG, 'me.png', w.tokens.teacherA);
    expect(png.statusCode, png.body).toBe(200);
    const pngUrl = JSON.parse(png.body).data.attributes.photo_url as string;
    expect(pngUrl).toMatch(SIGNED_PHOTO);
    expect(pngUrl).toMatch(new RegExp(`^/uploads/photos/${w.ids.teacherA}-[0-9a-f]+\\.png\\?`));
    // The record keeps the path; the signature is made for each read.
    expect(await stored(w.ids.teacherA)).toBe(pngUrl.split('?')[0]);
    const servedPng = await get(pngUrl);
    expect(servedPng.statusCode).toBe(200);
    expect(servedPng.headers['content-type']).toBe('image/png');
    expect(servedPng.rawPayload.equals(readFileSync(fileOf(pngUrl)))).toBe(true);

    const jpg = await upload(w.ids.teacherA, await testJpeg(), 'me.jpg', w.tokens.teacherA, 'image/jpeg');
    expect(jpg.statusCode, jpg.body).toBe(200);
    const jpgUrl = JSON.parse(jpg.body).data.attributes.photo_url as string;
    expect(jpgUrl).toMatch(/\.jpg\?/);
    const served = await get(jpgUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 24, height: 16 });
    expect(existsSync(fileOf(pngUrl))).toBe(false);
    expect((await get(pngUrl)).statusCode).toBe(404);
    expect(await stored(w.ids.teacherA)).toBe(jpgUrl.split('?')[0]);
  });

  it('stores a phone photo without its EXIF (where it was taken, the device), turned upright', async () => {
    const res = await upload(w.ids.parent, await phoneJpeg(), 'beach.jpg', w.tokens.parent, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const bytes = (await get(JSON.parse(res.body).data.attributes.photo_url as string)).rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([20, 40]);
  });

  it('refuses a GIF, a text file or an undecodable JPEG as not supported, keeping the photo', async () => {
    const before = await stored(w.ids.teacherA);
    const cut = (await testJpeg(200, 200)).subarray(0, 300);
    for (const file of [GIF, TEXT, cut]) {
      const res = await upload(w.ids.teacherA, file, 'fake.png', w.tokens.teacherA);
      expect(res.statusCode).toBe(422);
      expect(errorOf(res)).toMatchObject({ source: { pointer: POINTER }, meta: { error_identifier: 'notSupported' } });
    }
    expect(await stored(w.ids.teacherA)).toBe(before);
  });

  it('refuses a small file declaring 50,000 × 50,000 pixels with 422 imageTooManyPixels on the photo', async () => {
    const before = await stored(w.ids.teacherA);
    const res = await upload(w.ids.teacherA, await pngDeclaring(50_000, 50_000), 'bomb.png', w.tokens.teacherA);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toMatchObject({ source: { pointer: POINTER }, meta: { error_identifier: 'imageTooManyPixels' }, detail: 'The image has too many pixels: at most 40 megapixels. Choose a smaller image.' });
    expect(await stored(w.ids.teacherA)).toBe(before);
  });

  it('refuses a photo over the size limit with 422 imageTooLarge on the photo, and takes one of exactly the limit', async () => {
    const res = await upload(w.ids.schoolAdminA, paddedTo(PNG, IMAGE_MAX_BYTES + 1), 'big.png', w.tokens.schoolAdminA);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toMatchObject({ source: { pointer: POINTER }, meta: { error_identifier: 'imageTooLarge' }, detail: 'The image must be at most 5 MB.' });
    expect(await stored(w.ids.schoolAdminA)).toBeNull();
    expect((await upload(w.ids.schoolAdminA, paddedTo(PNG, IMAGE_MAX_BYTES), 'exact.png', w.tokens.schoolAdminA)).statusCode).toBe(200);
  });

  it('lets a parent set their child’s photo and a school admin a student’s of their school', async () => {
    expect((await upload(w.ids.child, PNG, 'kid.png', w.tokens.parent)).statusCode).toBe(200);
    expect((await upload(w.ids.studentA, PNG, 's.png', w.tokens.schoolAdminA)).statusCode).toBe(200);
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

  describe('who sees a photo', () => {
    let otherParent: string;
    beforeAll(async () => {
      const id = await insert(t, users, { email: 'other-parent@test.test', firstName: 'Op', role: 'parent' });
      otherParent = (await t.app.tokens.sign(id)).jwt;
    });

    const seesThrough = async (url: unknown, token?: string): Promise<void> => {
      expect(typeof url === 'string' && SIGNED_PHOTO.test(url), String(url)).toBe(true);
      const res = await get(url as string, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^private\b/);
      expect(String(res.headers['cache-control'])).not.toMatch(/public|s-maxage/);
      expect(res.rawPayload.equals(readFileSync(fileOf(url as string)))).toBe(true);
    };

    it("gives the child, their parent and nobody else's family or school the child's photo", async () => {
      // Without a header, as <img src> fetches it.
      await seesThrough(await photoAs(w.ids.child, w.tokens.child));
      await seesThrough(await photoAs(w.ids.child, w.tokens.parent));
      expect(await photoAs(w.ids.child, otherParent)).toBeUndefined();
      expect(await photoAs(w.ids.child, w.tokens.teacherB)).toBeUndefined();
      expect(await photoAs(w.ids.child, w.tokens.schoolAdminA)).toBeUndefined();
    });

    it("gives a student's photo to them and their school's admin, not to another school's teacher or a parent", async () => {
      await seesThrough(await photoAs(w.ids.studentA, w.tokens.studentA));
      await seesThrough(await photoAs(w.ids.studentA, w.tokens.schoolAdminA));
      expect(await photoAs(w.ids.studentA, w.tokens.teacherB)).toBeUndefined();
      expect(await photoAs(w.ids.studentA, w.tokens.parent)).toBeUndefined();
      // In a list too: the school admin's list of their school's people carries the signed address.
      const listed = await t.request('GET', `/api/v1/users?filter[role]=student`, { token: w.tokens.schoolAdminA });
      const student = (listed.doc.data as { id: string; attributes: { photo_url: unknown } }[]).find((u) => u.id === w.ids.studentA);
      await seesThrough(student?.attributes.photo_url);
    });

    it('answers the bare path as GET /users/{id} answers: 401 without a token, 404 to a viewer who may not read the person', async () => {
      const path = String(await stored(w.ids.child));
      expect(path).toMatch(/^\/uploads\/photos\/[^?]+$/);
      const anonymous = await get(path);
      expect(anonymous.statusCode).toBe(401);
      expect((await t.request('GET', `/api/v1/users/${w.ids.child}`)).status).toBe(401);
      expect(JSON.parse(anonymous.body).errors[0].meta.error_identifier).toBe('unauthenticated');
      for (const token of [w.tokens.teacherB, otherParent, w.tokens.schoolAdminA]) {
        expect((await get(path, token)).statusCode).toBe(404);
        expect((await t.request('GET', `/api/v1/users/${w.ids.child}`, { token })).status).toBe(404);
      }
      // Those who may read the child are served with their bearer token, privately.
      for (const token of [w.tokens.child, w.tokens.parent]) {
        const res = await get(path, token);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toMatch(/^private\b/);
      }
    });

    it("refuses a changed, borrowed or expired signature", async () => {
      const url = String(await photoAs(w.ids.child, w.tokens.parent));
      const last = url.at(-1) === 'A' ? 'B' : 'A';
      expect((await get(url.slice(0, -1) + last)).statusCode).toBe(401);
      // The student's signature does not open the child's photo.
      const student = String(await photoAs(w.ids.studentA, w.tokens.schoolAdminA));
      expect((await get(url.split('?')[0] + '?' + student.split('?')[1])).statusCode).toBe(401);
      const later = new Date(clock.getTime() + (PHOTO_LINK_TTL_SECONDS + PHOTO_LINK_STEP_SECONDS) * 1000);
      const before = clock;
      clock = later;
      try {
        expect((await get(url)).statusCode).toBe(401);
      } finally {
        clock = before;
      }
      expect((await get(url)).statusCode).toBe(200);
    });
  });

  it('deletes the photo: the user has none and the file is gone', async () => {
    const url = String(await photoAs(w.ids.teacherA));
    const res = await t.request('DELETE', `/api/v1/users/${w.ids.teacherA}/photo`, { token: w.tokens.teacherA });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.doc.data.attributes.photo_url).toBeNull();
    expect(await stored(w.ids.teacherA)).toBeNull();
    expect(existsSync(fileOf(url))).toBe(false);
    expect((await get(url)).statusCode).toBe(404);
  });

  it('never takes photo_url through PATCH', async () => {
    const res = await t.request('PATCH', `/api/v1/users/${w.ids.teacherA}`, {
      token: w.tokens.teacherA,
      body: { data: { type: 'users', id: w.ids.teacherA, attributes: { photo_url: '/uploads/photos/elsewhere.png' } } },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await stored(w.ids.teacherA)).toBeNull();
  });
});
