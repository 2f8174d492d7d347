/**
 * People: a person's photo leaves the server as a signed, expiring address
 * (uploads/photoLinks.ts), made for each viewer who reads the person, so `<img src>` shows it
 * without a bearer header and nobody else can fetch it. The record keeps the stable path
 * (`/uploads/photos/<name>`); who may read the person is the permission table's rule, applied
 * before any record reaches `present`.
 */
import { PHOTOS_FOLDER, keyOfPath } from '../uploads/store';
import { signedPhotoUrl } from '../uploads/photoLinks';
import type { ResourceReader } from './types';

export const usersReader: ResourceReader = {
  async present(ctx, records) {
    const { signer } = ctx;
    if (!signer) return;
    const now = ctx.now ?? new Date();
    for (const record of records) {
      const key = keyOfPath(record.photoUrl);
      if (key?.startsWith(`${PHOTOS_FOLDER}/`)) record.photoUrl = signedPhotoUrl(signer, key.slice(PHOTOS_FOLDER.length + 1), now);
    }
  },
};
