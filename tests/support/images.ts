/**
 * Pictures for upload tests, made with sharp, and the multipart body that carries one the way a
 * browser's form does.
 */
import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/** A plain picture of the given size. */
export const picture = (width: number, height: number): Sharp => sharp({ create: { width, height, channels: 3, background: '#2e7d32' } });

export const testPng = (width = 24, height = 16): Promise<Buffer> => picture(width, height).png().toBuffer();
export const testJpeg = (width = 24, height = 16): Promise<Buffer> => picture(width, height).jpeg().toBuffer();

/** A JPEG as a phone writes it: the device, where it was taken (GPS), and sideways (orientation 6). */
export function phoneJpeg(width = 40, height = 20): Promise<Buffer> {
  return picture(width, height)
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '60/1 10/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 56/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A valid PNG of under 100 bytes whose header declares width × height: decoded, it would need gigabytes. */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(1, 1).png().toBuffer());
  // IHDR: length (8), type (12), width (16), height (20), …, its CRC over type and data (29).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A real image padded after its end to exactly `size` bytes (decoders stop at the image's end). */
export const paddedTo = (image: Buffer, size: number): Buffer => Buffer.concat([image, Buffer.alloc(size - image.length)]);

export function multipartFile(file: Buffer, filename: string, type: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----edu-upload-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
