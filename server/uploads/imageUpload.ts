/**
 * Reading an uploaded picture (a profile photo, a content item's image): multipart field `file`,
 * at most IMAGE_MAX_BYTES (the multipart limit stops reading one byte past it), JPG or PNG by its
 * bytes, re-encoded (reencode.ts). Every refusal is a 422 on the field the picture fills, so a
 * form shows it there: `imageTooLarge`, `imageTooManyPixels`, `notSupported`.
 */
import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES, IMAGE_MAX_INPUT_PIXELS } from '../../domain/constants';
import { ApiError, badRequest } from '../jsonapi/errors';
import { reencodeImage, type Reencoded } from './reencode';

const SIZE_LABEL = `${IMAGE_MAX_BYTES / (1024 * 1024)} MB`;
const MEGAPIXELS = IMAGE_MAX_INPUT_PIXELS / 1_000_000;

export type UploadedImage = Extract<Reencoded, { ok: true }>;

export async function uploadedImage(req: FastifyRequest, pointer: string): Promise<UploadedImage> {
  const tooLarge = (): ApiError => ApiError.of({ status: 422, identifier: 'imageTooLarge', pointer, values: { size: SIZE_LABEL } });
  if (!req.isMultipart()) throw ApiError.of({ status: 415, identifier: 'unsupportedMediaType', detail: 'Send the image as multipart/form-data' });
  const file = await req.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
  if (!file || file.fieldname !== 'file') throw badRequest('Send the image in a field named file');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (file.file.truncated || bytes.length > IMAGE_MAX_BYTES) throw tooLarge();
  const image = await reencodeImage(bytes);
  if (image.ok) return image;
  if (image.refusal === 'imageTooManyPixels') throw ApiError.of({ status: 422, identifier: 'imageTooManyPixels', pointer, values: { megapixels: MEGAPIXELS } });
  throw ApiError.of({ status: 422, identifier: 'notSupported', pointer });
}
