/**
 * The login layout's photo set (seed section 2.5: a random photo from a set of 43). The images
 * are shipped in registration/public/photos (no image CDN: nothing is fetched from outside).
 */
export const LOGIN_PHOTO_COUNT = 43;

export function loginPhotoUrl(index: number): string {
  const n = (((index % LOGIN_PHOTO_COUNT) + LOGIN_PHOTO_COUNT) % LOGIN_PHOTO_COUNT) + 1;
  return `/photos/${String(n).padStart(2, '0')}.svg`;
}

export function randomLoginPhoto(random: () => number = Math.random): string {
  return loginPhotoUrl(Math.floor(random() * LOGIN_PHOTO_COUNT));
}
