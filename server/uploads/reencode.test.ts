import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_DIMENSION_PX, IMAGE_MAX_INPUT_PIXELS } from '../../domain/constants';
import { phoneJpeg, picture, pngDeclaring } from '../../tests/support/images';
import { reencodeImage } from './reencode';

const accepted = async (bytes: Buffer) => {
  const result = await reencodeImage(bytes);
  if (!result.ok) throw new Error(`refused: ${result.refusal}`);
  return result;
};

describe('reencodeImage', () => {
  it('drops every EXIF field of a phone JPEG, GPS included, and turns the pixels as its orientation said', async () => {
    const input = await phoneJpeg();
    const before = await sharp(input).metadata();
    // The fixture really carries them: the GPS IFD pointer (tag 0x8825) and the device's name.
    expect(before.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    expect(before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(before).toMatchObject({ width: 40, height: 20, orientation: 6 });

    const out = await accepted(input);
    expect(out).toMatchObject({ kind: 'jpg', contentType: 'image/jpeg' });
    const after = await sharp(out.bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(out.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Upright now: the 40 × 20 sensor image stood on its side.
    expect([after.width, after.height]).toEqual([20, 40]);
  });

  it('keeps a PNG a PNG, transparency included, and small pictures their size', async () => {
    const png = await sharp({ create: { width: 30, height: 10, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } }).png().toBuffer();
    const out = await accepted(png);
    expect(out).toMatchObject({ kind: 'png', contentType: 'image/png', width: 30, height: 10 });
    expect(await sharp(out.bytes).metadata()).toMatchObject({ format: 'png', width: 30, height: 10, hasAlpha: true });
  });

  it(`bounds the longest side to ${IMAGE_MAX_DIMENSION_PX} px, keeping the proportions`, async () => {
    const wide = await accepted(await picture(IMAGE_MAX_DIMENSION_PX * 2, IMAGE_MAX_DIMENSION_PX / 2).jpeg().toBuffer());
    expect([wide.width, wide.height]).toEqual([IMAGE_MAX_DIMENSION_PX, IMAGE_MAX_DIMENSION_PX / 4]);
    const tall = await accepted(await picture(1000, 3000).png().toBuffer());
    expect(await sharp(tall.bytes).metadata()).toMatchObject({ width: Math.round((1000 * IMAGE_MAX_DIMENSION_PX) / 3000), height: IMAGE_MAX_DIMENSION_PX });
  });

  it('refuses a small file declaring 50,000 × 50,000 pixels before decoding it', async () => {
    const bomb = await pngDeclaring(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200);
    expect(50_000 * 50_000).toBeGreaterThan(IMAGE_MAX_INPUT_PIXELS);
    expect(await reencodeImage(bomb)).toEqual({ ok: false, refusal: 'imageTooManyPixels' });
  });

  it('refuses what is not a JPEG or PNG, or does not decode as one, as not supported', async () => {
    const jpeg = await picture(20, 20).jpeg().toBuffer();
    const png = await picture(20, 20).png().toBuffer();
    const cases = [
      Buffer.from('GIF89a....'),
      Buffer.from('not an image at all'),
      // The right first bytes and nothing after them.
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      // Cut short.
      jpeg.subarray(0, jpeg.length - 40),
      // A PNG's signature in front of a JPEG's body.
      Buffer.concat([png.subarray(0, 8), jpeg.subarray(8)]),
    ];
    for (const bytes of cases) expect(await reencodeImage(bytes)).toEqual({ ok: false, refusal: 'notSupported' });
  });
});
