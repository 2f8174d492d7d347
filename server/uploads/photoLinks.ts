/**
 * A person's photo is not public (issue 24): it is served to a signed address that the API
 * hands only to viewers who may read the person (readers/users.ts fills `photo_url` with it at
 * read time), or to a bearer token of such a viewer (routes/uploads.ts). The browser shows
 * photos with `<img src>`, which sends no bearer header, so the address carries its own proof:
 * `/uploads/photos/<name>?expires=<unix seconds>&signature=<mac>`, the MAC (auth/linkSigner.ts)
 * binding the photo's name and the expiry. The record keeps the stable path; the signature is
 * never stored.
 */
import type { LinkSigner } from '../auth/linkSigner';
import { PHOTOS_FOLDER, UPLOAD_NAME, UPLOADS_PREFIX } from './store';

const PURPOSE = 'upload-photo';

/** The least time a handed-out photo address keeps working. */
export const PHOTO_LINK_TTL_SECONDS = 60 * 60;
/**
 * Expiries are rounded up to this step, so a person's `photo_url` is the same address for this
 * long and the browser shows the photo from its cache instead of fetching it on every read.
 */
export const PHOTO_LINK_STEP_SECONDS = 15 * 60;

const EXPIRES = /^\d{1,12}$/;

export const photoPath = (name: string): string => `${UPLOADS_PREFIX}/${PHOTOS_FOLDER}/${name}`;

/** The signed address of a photo `name` for a viewer reading the person at `now`. */
export function signedPhotoUrl(signer: LinkSigner, name: string, now: Date): string {
  const expires = Math.ceil((now.getTime() / 1000 + PHOTO_LINK_TTL_SECONDS) / PHOTO_LINK_STEP_SECONDS) * PHOTO_LINK_STEP_SECONDS;
  const token = signer.signText(PURPOSE, `${name}.${expires}`);
  return `${photoPath(name)}?expires=${expires}&signature=${token.slice(token.lastIndexOf('.') + 1)}`;
}

/** Whether the query signs photo `name` and has not expired at `now`. */
export function photoLinkHolds(signer: LinkSigner, name: string, query: { expires?: unknown; signature?: unknown }, now: Date): boolean {
  const { expires, signature } = query;
  if (!UPLOAD_NAME.test(name) || typeof expires !== 'string' || typeof signature !== 'string' || !EXPIRES.test(expires)) return false;
  if (Number(expires) * 1000 <= now.getTime()) return false;
  return signer.verifyText(PURPOSE, `${name}.${expires}.${signature}`) === `${name}.${expires}`;
}
