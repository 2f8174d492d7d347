/**
 * Every uploaded picture is re-encoded before it is stored (issue 24, children's photos): what
 * the camera wrote beside the pixels (EXIF with the place it was taken, the device, comments) is
 * dropped, the orientation it recorded is applied to the pixels instead, the longest side is
 * bounded by IMAGE_MAX_DIMENSION_PX, and the result is the same kind (JPEG or PNG). A file
 * declaring more than IMAGE_MAX_INPUT_PIXELS is refused from its header, before any decoding
 * (a decompression bomb: a few kilobytes that would need gigabytes), and bytes that do not
 * decode are not an image we support. sharp runs in libuv's thread pool, so the event loop only
 * waits for the result.
 */
import sharp from 'sharp';
import { IMAGE_MAX_DIMENSION_PX, IMAGE_MAX_INPUT_PIXELS } from '../../domain/constants';
import { imageKind } from './imageKind';

export type ImageRefusal = 'notSupported' | 'imageTooManyPixels';

export type Reencoded =
  | { ok: true; bytes: Buffer; kind: 'jpg' | 'png'; contentType: 'image/jpeg' | 'image/png'; width: number; height: number }
  | { ok: false; refusal: ImageRefusal };

const FORMAT = { jpg: 'jpeg', png: 'png' } as const;
const JPEG_QUALITY = 85;

const refuse = (refusal: ImageRefusal): Reencoded => ({ ok: false, refusal });

/** The declared size and format, read from the header alone; undefined when it cannot be read. */
async function header(bytes: Buffer): Promise<{ width: number; height: number; format: string } | undefined> {
  try {
    const { width, height, format } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width && height && format ? { width, height, format } : undefined;
  } catch {
    return undefined;
  }
}

export async function reencodeImage(bytes: Buffer): Promise<Reencoded> {
  const kind = imageKind(bytes);
  if (!kind) return refuse('notSupported');
  const declared = await header(bytes);
  if (!declared || declared.format !== FORMAT[kind]) return refuse('notSupported');
  if (declared.width * declared.height > IMAGE_MAX_INPUT_PIXELS) return refuse('imageTooManyPixels');
  try {
    // `truncated`: a file cut short is refused; a camera's harmless warnings are not.
    const pipeline = sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: IMAGE_MAX_DIMENSION_PX, height: IMAGE_MAX_DIMENSION_PX, fit: 'inside', withoutEnlargement: true });
    // sharp keeps no metadata unless asked (no withMetadata/keepExif here): EXIF, XMP, IPTC and ICC go.
    const encoded = kind === 'jpg' ? pipeline.jpeg({ quality: JPEG_QUALITY }) : pipeline.png();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, kind, contentType: kind === 'jpg' ? 'image/jpeg' : 'image/png', width: info.width, height: info.height };
  } catch (error) {
    // The header check above catches a bomb first; this is the decoder's own limit, should a header lie.
    return refuse(/pixel limit/i.test(String((error as Error).message)) ? 'imageTooManyPixels' : 'notSupported');
  }
}
